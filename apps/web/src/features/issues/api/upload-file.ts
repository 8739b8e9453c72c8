import type { UploadedFile, UploadFileBody } from '@mp/contract/fms/files';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@/lib/idempotency';

/**
 * POST fms/files: one attachment as base64 in JSON. Failures are shown beside the file, not
 * toasted; each pick is its own action with its own Idempotency-Key.
 */
export async function uploadFile(
  body: UploadFileBody,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const { data } = await api.post<UploadedFile>('fms/files', body, {
    headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
    loader: false,
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}
