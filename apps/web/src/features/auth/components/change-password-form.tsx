import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema } from '@mp/contract/ums/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { toApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { changePassword } from '../api/change-password';
import { NewPasswordFields, newPasswordTwiceSchema } from './new-password-fields';

const changeSchema = newPasswordTwiceSchema.and(
  changePasswordBodySchema.pick({ currentPassword: true }),
);
type ChangeValues = z.infer<typeof changeSchema>;

/** The current password and a new one; `onDone` runs once the server has changed it. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ChangeValues>({
    resolver: zodResolver(changeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = async ({ currentPassword, newPassword }: ChangeValues) => {
    setFailure(undefined);
    try {
      await changePassword({ currentPassword, newPassword });
      onDone();
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <TextField
        label={t('auth.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword ? t('auth.required') : undefined}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
        newPasswordError={errors.newPassword?.message}
        mismatch={Boolean(errors.confirmPassword)}
      />
      <FormError message={failure} />
      <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
        {t('auth.changeSubmit')}
      </Button>
    </form>
  );
}
