import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notifications-keys';

/** POST ums/notifications/{id}/read, or read-all without an id. */
async function markRead(id: number | 'all') {
  const path = id === 'all' ? 'ums/notifications/read-all' : `ums/notifications/${id}/read`;
  await api.post(path, {}, { loader: false });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
