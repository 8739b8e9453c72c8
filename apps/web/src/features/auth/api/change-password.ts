import type { ChangePasswordBody } from '@mp/contract/ums/auth';
import { api } from '@/lib/api-client';

/** POST ums/auth/merchant/change-password: a refusal is shown on the form, not toasted. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api.post('ums/auth/merchant/change-password', body, { toastError: false });
}
