import type { CreateSavedViewBody, SavedView } from '@mp/contract/ums/saved-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const savedViewsKey = ['saved-views'] as const;

/** GET ums/saved-views: the user's views of the current merchant, in their order. */
const savedViewsQueryOptions = () =>
  queryOptions({
    queryKey: savedViewsKey,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ content: SavedView[] }>('ums/saved-views', {
          loader: false,
          // The sidebar's extra links: without them the menu still works.
          toastError: false,
          signal,
        })
      ).data.content,
    staleTime: 5 * 60_000,
  });

export const useSavedViews = () => useQuery(savedViewsQueryOptions());

/** A change to the views, then the list read again (the server orders it). */
function useViewsMutation<Variables>(call: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedViewsKey }),
  });
}

export const useSaveView = () =>
  useViewsMutation(
    async (body: CreateSavedViewBody) => (await api.post<SavedView>('ums/saved-views', body)).data,
  );

export const useRenameView = () =>
  useViewsMutation(async ({ id, name }: { id: number; name: string }) =>
    api.patch(`ums/saved-views/${id}`, { name }),
  );

export const useDeleteView = () =>
  useViewsMutation(async (id: number) => api.delete(`ums/saved-views/${id}`));

export const useReorderViews = () =>
  useViewsMutation(async (ids: number[]) => api.put('ums/saved-views/order', { ids }));
