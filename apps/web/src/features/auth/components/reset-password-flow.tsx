import { zodResolver } from '@hookform/resolvers/zod';
import { sendOtpBodySchema, verifyOtpBodySchema } from '@mp/contract/ums/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { toApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { sendOtp } from '../api/send-otp';
import { setPassword } from '../api/set-password';
import { verifyOtp } from '../api/verify-otp';
import { NewPasswordFields, newPasswordTwiceSchema } from './new-password-fields';

type UsernameValues = z.infer<typeof sendOtpBodySchema>;
type OtpValues = { otp: string };

const otpSchema = verifyOtpBodySchema.pick({ otp: true });
type NewPasswordValues = z.infer<typeof newPasswordTwiceSchema>;

function UsernameStep({ onSent }: { onSent: (username: string) => void }) {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const form = useForm<UsernameValues>({
    resolver: zodResolver(sendOtpBodySchema),
    defaultValues: { username: '' },
  });
  const onSubmit = async (values: UsernameValues) => {
    setFailure(undefined);
    try {
      await sendOtp(values);
      onSent(values.username);
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('auth.resetStep1')}</p>
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        error={form.formState.errors.username ? t('auth.required') : undefined}
        {...form.register('username')}
      />
      <FormError message={failure} />
      <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
        {t('auth.sendOtp')}
      </Button>
    </form>
  );
}

function OtpStep({
  username,
  onVerified,
}: {
  username: string;
  onVerified: (token: string) => void;
}) {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const [resent, setResent] = useState(false);
  const form = useForm<OtpValues>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });
  const onSubmit = async (values: OtpValues) => {
    setFailure(undefined);
    try {
      onVerified(await verifyOtp({ username, otp: values.otp }));
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  };
  const resend = async () => {
    setFailure(undefined);
    try {
      await sendOtp({ username });
      setResent(true);
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('auth.resetStep2', { username })}</p>
      <TextField
        label={t('auth.otp')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        error={form.formState.errors.otp?.message}
        {...form.register('otp')}
      />
      {resent ? (
        <p role="status" className="text-xs text-success">
          {t('auth.codeSent')}
        </p>
      ) : null}
      <FormError message={failure} />
      <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
        {t('auth.verifyOtp')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void resend()}>
        {t('auth.resendOtp')}
      </Button>
    </form>
  );
}

function PasswordStep({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordTwiceSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = async (values: NewPasswordValues) => {
    setFailure(undefined);
    try {
      await setPassword({ resetToken, password: values.newPassword });
      onDone();
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('auth.resetStep3')}</p>
      <NewPasswordFields
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
        newPasswordError={errors.newPassword?.message}
        mismatch={Boolean(errors.confirmPassword)}
      />
      <FormError message={failure} />
      <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
        {t('auth.setPassword')}
      </Button>
    </form>
  );
}

type Step =
  | { name: 'username' }
  | { name: 'otp'; username: string }
  | { name: 'password'; resetToken: string };

/** Send a code, verify it, set the new password; `onDone` runs after the password is set. */
export function ResetPasswordFlow({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'username' });
  if (step.name === 'username') {
    return <UsernameStep onSent={(username) => setStep({ name: 'otp', username })} />;
  }
  if (step.name === 'otp') {
    return (
      <OtpStep
        username={step.username}
        onVerified={(resetToken) => setStep({ name: 'password', resetToken })}
      />
    );
  }
  return <PasswordStep resetToken={step.resetToken} onDone={onDone} />;
}
