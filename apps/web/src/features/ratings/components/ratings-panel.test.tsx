import type { RatingPage } from '@mp/contract/rms/ratings';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { startTestServer } from '@/test-utils/test-server';
import { RatingsPanel } from './ratings-panel';

const ratings: RatingPage = {
  content: [
    {
      id: 12,
      rating: 5,
      review: '<b>Great</b> tea,\nfast delivery',
      customerName: 'Nusrat Jahan',
      ratedAt: '2026-03-02T10:00:00.000Z',
    },
    {
      id: 11,
      rating: 2,
      review: null,
      customerName: 'Karim Hossain',
      ratedAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  page: 1,
  limit: 100,
  totalElements: 130,
  totalPages: 2,
  summary: { average: 4.25, count: 130, countsByStar: { 1: 13, 2: 0, 3: 13, 4: 26, 5: 78 } },
};

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/rms/shop/4/ratings': () => ({ status: 200, body: ratings }),
  });
  api.defaults.adapter = 'fetch';
  api.defaults.baseURL = `${server.origin}/api/v1`;
});
afterAll(() => server.close());

describe('ratings panel', () => {
  it('shows the average, a bar per star sized by countsByStar, and the reviews as sent (newest first)', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RatingsPanel target="shop" id={4} />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('rating-average')).textContent).toBe('4.3');
    const widths = [5, 4, 3, 2, 1].map(
      (star) =>
        (screen.getByTestId(`star-bar-${star}`).querySelector('[style]') as HTMLElement).style
          .width,
    );
    expect(widths).toEqual(['60%', '20%', '10%', '0%', '10%']);
    expect(screen.getByText('5 stars: 78 ratings')).toBeTruthy();

    const reviews = screen.getAllByTestId('review');
    expect(reviews.map((review) => within(review).getByText(/Hossain|Jahan/).textContent)).toEqual([
      'Nusrat Jahan',
      'Karim Hossain',
    ]);
    // The review is text: markup the customer typed is shown, never interpreted.
    expect(within(reviews[0] as HTMLElement).getByText(/<b>Great<\/b> tea/)).toBeTruthy();
    expect(within(reviews[1] as HTMLElement).getByText('No written review')).toBeTruthy();
    expect(screen.getByText('Showing the newest 2 of 130 ratings.')).toBeTruthy();
  });
});
