import { api } from '@/lib/api-client';

/** POST ums/auth/merchant/send-otp: answers 200 whether or not the account exists. */
export async function sendOtp(body: { username: string }): Promise<void> {
  await api.post('ums/auth/merchant/send-otp', body, { toastError: false, refreshOn401: false });
}
