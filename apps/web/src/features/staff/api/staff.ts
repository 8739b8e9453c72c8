import type {
  CustomRoleAnswer,
  CustomRoleBody,
  Invitation,
  InviteBody,
  Member,
  RoleChoice,
} from '@mp/contract/ums/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const staffKeys = {
  all: ['staff'] as const,
  members: () => [...staffKeys.all, 'members'] as const,
  invitations: () => [...staffKeys.all, 'invitations'] as const,
  roles: () => [...staffKeys.all, 'roles'] as const,
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
  useStaffMutation(({ userId, choice }: { userId: number; choice: RoleChoice }) =>
    api.patch(`ums/members/${userId}`, choice),
  );

/** GET ums/roles: the merchant's own roles. */
export const useCustomRoles = () =>
  useQuery(
    queryOptions({
      queryKey: staffKeys.roles(),
      queryFn: async ({ signal }) =>
        (await api.get<{ roles: CustomRoleAnswer[] }>('ums/roles', { signal })).data.roles,
    }),
  );

/** POST ums/roles, or PUT ums/roles/{id} for one that exists. */
export const useSaveRole = () =>
  useStaffMutation(({ id, body }: { id?: number; body: CustomRoleBody }) =>
    id === undefined ? api.post('ums/roles', body) : api.put(`ums/roles/${id}`, body),
  );

/** DELETE ums/roles/{id}. */
export const useDeleteRole = () => useStaffMutation((id: number) => api.delete(`ums/roles/${id}`));

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
