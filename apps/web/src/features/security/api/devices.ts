import type { SignedInDevice } from '@mp/contract/ums/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const deviceKeys = { all: ['devices'] as const };

/** GET ums/auth/devices: where the person is signed in. */
export const useDevices = () =>
  useQuery(
    queryOptions({
      queryKey: deviceKeys.all,
      queryFn: async ({ signal }) =>
        (await api.get<{ devices: SignedInDevice[] }>('ums/auth/devices', { signal })).data.devices,
    }),
  );

/** A device signed out, then the list read again. */
function useDeviceMutation<Variables>(call: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

/** DELETE ums/auth/devices/{id}. */
export const useSignOutDevice = () =>
  useDeviceMutation((id: string) => api.delete(`ums/auth/devices/${id}`));

/** POST ums/auth/devices/sign-out-others. */
export const useSignOutOthers = () =>
  useDeviceMutation(() => api.post('ums/auth/devices/sign-out-others'));
