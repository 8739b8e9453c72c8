import type { FileUrlRequest, FileUrlResponse } from '@mp/contract/fms/files';
import { api } from '@/lib/api-client';

/** POST fms/files/urlGenerator for a finished export: a short-lived signed download URL. */
async function getExportUrl(key: string): Promise<string> {
  const body: FileUrlRequest = { urlType: 'download', ContentType: 'text/csv', Key: key };
  const { data } = await api.post<FileUrlResponse>('fms/files/urlGenerator', body, {
    loader: false,
  });
  return data.url;
}

/**
 * Opens the file in a new tab. The tab is opened before the call, inside the click, so popup
 * blockers let it through; it is closed again if the call fails.
 */
export async function openExport(key: string) {
  const tab = window.open('', '_blank');
  try {
    const url = await getExportUrl(key);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch {
    tab?.close();
  }
}
