import type { IssueComment } from '@mp/contract/oms/issues';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommentBody, CommentItem } from './comment-thread';

const hostile =
  '<script>window.__issueXss = true</script><img src=x onerror="window.__issueXss=1"><b>bold</b>';

function comment(body: string): IssueComment {
  return {
    id: 1,
    authorKind: 'customer',
    authorName: 'Sadia <i>Begum</i>',
    body,
    attachments: [],
    createdAt: '2026-11-15T10:00:00.000Z',
  };
}

afterEach(() => {
  delete (window as { __issueXss?: unknown }).__issueXss;
});

describe('a comment body', () => {
  it('shows markup literally: a <script> comment is text, and no script, image or bold element exists', () => {
    const { container } = render(<CommentItem comment={comment(hostile)} />);
    expect(screen.getByText(hostile)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('i')).toBeNull();
    expect(screen.getByText('Sadia <i>Begum</i>')).toBeTruthy();
    expect((window as { __issueXss?: unknown }).__issueXss).toBeUndefined();
  });

  it('keeps the line breaks and spaces as written', () => {
    render(<CommentBody body={'Line one\n  indented line'} />);
    const paragraph = screen.getByText(/Line one/);
    expect(paragraph.textContent).toBe('Line one\n  indented line');
    expect(paragraph.className).toContain('whitespace-pre-wrap');
  });
});
