import type { OrderTimelineEntry } from '@mp/contract/oms/orders';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/lib/i18n/i18n';
import { OrderTimeline } from './order-timeline';

const note = (id: number, createdAt: string): OrderTimelineEntry => ({
  id,
  kind: 'note',
  fromStage: null,
  toStage: null,
  note: `note ${id}`,
  details: null,
  actor: { kind: 'person', userId: 1, name: 'Demo' },
  createdAt,
});

describe('order timeline', () => {
  it('lists the newest entry first and, at the same moment, the later one first', () => {
    render(
      <I18nProvider>
        <OrderTimeline
          entries={[
            note(1, '2026-11-20T09:00:00.000Z'),
            note(3, '2026-11-21T09:00:00.000Z'),
            note(2, '2026-11-21T09:00:00.000Z'),
            note(4, '2026-11-20T10:30:00.000Z'),
          ]}
        />
      </I18nProvider>,
    );
    const notes = screen.getAllByTestId('timeline-entry').map((entry) => entry.textContent);
    expect(notes.map((text) => text?.match(/note (\d)/)?.[1])).toEqual(['3', '2', '4', '1']);
  });
});
