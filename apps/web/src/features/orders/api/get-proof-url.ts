import type { FileUrlRequest, FileUrlResponse } from '@mp/contract/fms/files';
import { api } from '@/lib/api-client';

/** POST fms/files/urlGenerator: a short-lived URL to view a B2B order's payment proof. */
export async function getProofUrl(key: string): Promise<string> {
  const body: FileUrlRequest = { urlType: 'view', Key: key };
  const { data } = await api.post<FileUrlResponse>('fms/files/urlGenerator', body);
  return data.url;
}
