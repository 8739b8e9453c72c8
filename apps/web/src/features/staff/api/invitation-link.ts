import type {
  AcceptedInvitation,
  AcceptInvitationBody,
  InvitationPreview,
} from '@mp/contract/ums/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveTokens, setMerchantId } from '@/lib/session';

const link = (token: string) => `ums/invitation-links/${encodeURIComponent(token)}`;

/** GET ums/invitation-links/{token}: what the link offers; a gone link is the page's to say. */
export const useInvitationPreview = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['invitation-link', token],
      queryFn: async ({ signal }) =>
        (await api.get<InvitationPreview>(link(token), { toastError: false, signal })).data,
      retry: false,
    }),
  );

/** POST …/accept: a new login from the invitation, signed in at once on the merchant joined. */
export async function acceptInvitation(token: string, body: AcceptInvitationBody) {
  const { data } = await api.post<AcceptedInvitation>(`${link(token)}/accept`, body, {
    toastError: false,
    refreshOn401: false,
  });
  saveTokens(data);
  setMerchantId(data.merchantId);
}

/** POST …/join: the signed-in person joins the team; answers its merchant. */
export async function joinTeam(token: string) {
  return (await api.post<{ merchantId: number }>(`${link(token)}/join`)).data;
}
