import type { LoginBody, TokenPair } from '@mp/contract/ums/auth';
import { api } from '@/lib/api-client';
import { saveTokens } from '@/lib/session';

/** POST ums/auth/merchant/login; the form shows the failure inline, so no toast. */
export async function login(body: LoginBody): Promise<TokenPair> {
  const { data } = await api.post<TokenPair>('ums/auth/merchant/login', body, {
    toastError: false,
    refreshOn401: false,
  });
  saveTokens(data);
  return data;
}
