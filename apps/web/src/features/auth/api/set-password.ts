import { api } from '@/lib/api-client';

/** POST ums/auth/merchant/set-password. */
export async function setPassword(body: { resetToken: string; password: string }): Promise<void> {
  await api.post('ums/auth/merchant/set-password', body, {
    toastError: false,
    refreshOn401: false,
  });
}
