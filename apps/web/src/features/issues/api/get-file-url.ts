import type { FileUrlRequest, FileUrlResponse } from '@mp/contract/fms/files';
import { api } from '@/lib/api-client';

/** POST fms/files/urlGenerator: a short-lived URL that opens an attachment. */
export async function getFileUrl(key: string, contentType?: string): Promise<string> {
  const body: FileUrlRequest = {
    urlType: 'view',
    Key: key,
    ...(contentType ? { ContentType: contentType } : {}),
  };
  const { data } = await api.post<FileUrlResponse>('fms/files/urlGenerator', body, {
    loader: false,
  });
  return data.url;
}
