import { InputField, type FieldBinding } from '@/components/ui/form';

type NewPasswordFieldsProps = {
  newPassword: FieldBinding;
  newPasswordConfirm: FieldBinding;
  hint?: string;
};

/** "New password" and "Confirm new password", as a password manager expects a new password. */
export function NewPasswordFields({ newPassword, newPasswordConfirm, hint }: NewPasswordFieldsProps) {
  return (
    <>
      <InputField label="New password" type="password" autoComplete="new-password" hint={hint} {...newPassword} />
      <InputField label="Confirm new password" type="password" autoComplete="new-password" {...newPasswordConfirm} />
    </>
  );
}
