import { FormDialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/form';
import { changePasswordInputSchema, useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const changePassword = useChangePassword();

  return (
    <FormDialog
      title="Change Password"
      schema={changePasswordInputSchema}
      defaultValues={{ oldPassword: '', newPassword: '', newPasswordConfirm: '' }}
      save={(input) => changePassword.mutateAsync(input)}
      open={open}
      onClose={() => onOpenChange(false)}
    >
      {({ bind, getValues, trigger }) => (
        <>
          <InputField label="Old password" type="password" autoComplete="current-password" {...bind('oldPassword')} />
          <NewPasswordFields
            newPassword={bind('newPassword')}
            newPasswordConfirm={bind('newPasswordConfirm')}
            confirmTyped={() => Boolean(getValues('newPasswordConfirm'))}
            recheckConfirm={() => void trigger('newPasswordConfirm')}
          />
        </>
      )}
    </FormDialog>
  );
}
