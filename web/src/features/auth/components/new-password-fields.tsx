import { InputField, type FieldBinding } from '@/components/ui/form';

type NewPasswordFieldsProps = {
  newPassword: FieldBinding;
  newPasswordConfirm: FieldBinding;
  /** Validates the confirmation again (the form's `trigger('newPasswordConfirm')`). */
  recheckConfirm: () => void;
  /** Whether the confirmation has been typed yet (the form's `getValues('newPasswordConfirm')`). */
  confirmTyped: () => boolean;
  hint?: string;
};

/**
 * "New password" and "Confirm new password", as a password manager expects a new password. Forms
 * using it validate on change: a mismatch shows as the confirmation is typed, and a fix in either
 * field clears it.
 */
export function NewPasswordFields({
  newPassword,
  newPasswordConfirm,
  recheckConfirm,
  confirmTyped,
  hint,
}: NewPasswordFieldsProps) {
  const registration = {
    ...newPassword.registration,
    onChange: async (event: Parameters<FieldBinding['registration']['onChange']>[0]) => {
      await newPassword.registration.onChange(event);
      if (confirmTyped()) recheckConfirm();
    },
  };
  return (
    <>
      <InputField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={hint}
        {...newPassword}
        registration={registration}
      />
      <InputField label="Confirm new password" type="password" autoComplete="new-password" {...newPasswordConfirm} />
    </>
  );
}
