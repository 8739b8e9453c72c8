import type { BuiltInRole } from '@mp/contract/ums/permissions';
import type { Invitation, InviteBody, Member } from '@mp/contract/ums/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const staffKeys = {
  all: ['staff'] as const,
  members: () => [...staffKeys.all, 'members'] as const,
  invitations: () => [...staffKeys.all, 'invitations'] as const,
};

/** GET ums/members: the merchant's team. */
export const useMembers = () =>
  useQuery(
    queryOptions({
      queryKey: staffKeys.members(),
      queryFn: async ({ signal }) =>
        (await api.get<{ members: Member[] }>('ums/members', { signal })).data.members,
    }),
  );

/** GET ums/invitations: invitations still waiting. */
export const useInvitations = () =>
  useQuery(
    queryOptions({
      queryKey: staffKeys.invitations(),
      queryFn: async ({ signal }) =>
        (await api.get<{ invitations: Invitation[] }>('ums/invitations', { signal })).data
          .invitations,
    }),
  );

/** A change to the team, then the team and its invitations read again. */
function useStaffMutation<Variables, Answer>(call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** PATCH ums/members/{userId}. */
export const useChangeRole = () =>
  useStaffMutation(({ userId, role }: { userId: number; role: BuiltInRole }) =>
    api.patch(`ums/members/${userId}`, { role }),
  );

/** DELETE ums/members/{userId}. */
export const useRemoveMember = () =>
  useStaffMutation((userId: number) => api.delete(`ums/members/${userId}`));

/** POST ums/invitations: the link goes by SMS or e-mail. */
export const useInvite = () =>
  useStaffMutation(
    async (body: InviteBody) => (await api.post<Invitation>('ums/invitations', body)).data,
  );

/** DELETE ums/invitations/{id}. */
export const useWithdrawInvitation = () =>
  useStaffMutation((id: number) => api.delete(`ums/invitations/${id}`));
