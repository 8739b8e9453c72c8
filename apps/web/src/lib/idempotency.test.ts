import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey, withIdempotencyKey } from './idempotency';

const keysSent: string[] = [];
const send = (error?: ApiError) => async (key: string) => {
  keysSent.push(key);
  if (error) throw error;
  return 'ok';
};

describe('idempotency keys of order actions', () => {
  it('reuse the key when the same action is retried after no answer came back', async () => {
    keysSent.length = 0;
    await expect(
      withIdempotencyKey('7:confirm:{}', send(new ApiError('NETWORK_ERROR', 'Network Error'))),
    ).rejects.toThrow('Network Error');
    await expect(
      withIdempotencyKey('7:confirm:{}', send(new ApiError('HTTP_502', 'Bad gateway', 502))),
    ).rejects.toThrow();
    await withIdempotencyKey('7:confirm:{}', send());
    expect(new Set(keysSent).size).toBe(1);
  });

  it('take a new key for the next action once the server answered', async () => {
    keysSent.length = 0;
    await withIdempotencyKey('8:confirm:{}', send());
    await expect(
      withIdempotencyKey(
        '8:confirm:{}',
        send(new ApiError('INVALID_TRANSITION', 'Order is confirmed', 409)),
      ),
    ).rejects.toThrow();
    await withIdempotencyKey('8:confirm:{}', send());
    expect(new Set(keysSent).size).toBe(3);
  });

  it('are UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
