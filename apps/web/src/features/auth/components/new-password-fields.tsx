import { passwordSchema } from '@mp/contract/ums/auth';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';

/** The new password, typed twice: the fields of the reset and the change forms. */
export const newPasswordTwiceSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'mismatch',
  });

type NewPasswordFieldsProps = {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  /** The new password's own error (too short, too long). */
  newPasswordError: string | undefined;
  mismatch: boolean;
};

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        error={props.newPasswordError}
        {...props.newPassword}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={props.mismatch ? t('auth.passwordsDiffer') : undefined}
        {...props.confirmPassword}
      />
    </>
  );
}
