import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '@/components/ui/form';

type NewPasswordFieldsProps = {
  newPassword: UseFormRegisterReturn;
  newPasswordConfirm: UseFormRegisterReturn;
  errors: { newPassword?: FieldError; newPasswordConfirm?: FieldError };
  hint?: string;
};

/** "New password" and "Confirm new password", as a password manager expects a new password. */
export function NewPasswordFields({ newPassword, newPasswordConfirm, errors, hint }: NewPasswordFieldsProps) {
  return (
    <>
      <InputField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={hint}
        registration={newPassword}
        error={errors.newPassword}
      />
      <InputField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        registration={newPasswordConfirm}
        error={errors.newPasswordConfirm}
      />
    </>
  );
}
