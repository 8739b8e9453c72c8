import { api } from '@/lib/api-client';

/** POST ums/auth/merchant/verify-otp -> the reset token for set-password. */
export async function verifyOtp(body: { username: string; otp: string }): Promise<string> {
  const { data } = await api.post<{ resetToken: string }>('ums/auth/merchant/verify-otp', body, {
    toastError: false,
    refreshOn401: false,
  });
  return data.resetToken;
}
