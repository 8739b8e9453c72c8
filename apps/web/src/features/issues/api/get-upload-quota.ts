import type { UploadQuota } from '@mp/contract/fms/files';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { issueKeys } from './issues-keys';

/** GET fms/files/quota: what the merchant may still upload within the last 24 hours. */
async function getUploadQuota(signal?: AbortSignal): Promise<UploadQuota> {
  const { data } = await api.get<UploadQuota>('fms/files/quota', {
    loader: false,
    // A hint beside the attach button: its failure shows as no hint.
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function useUploadQuota() {
  return useQuery({
    queryKey: issueKeys.uploadQuota(),
    queryFn: ({ signal }) => getUploadQuota(signal),
  });
}

/** Reads the quota again, after an upload took from it. */
export function useRefreshUploadQuota() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: issueKeys.uploadQuota() });
}
