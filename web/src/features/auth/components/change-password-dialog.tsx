import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog';
import { Form, InputField } from '@/components/ui/form';
import { changePasswordInputSchema, useChangePassword } from '../api/change-password';

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const changePassword = useChangePassword();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Change Password">
        <Form
          schema={changePasswordInputSchema}
          options={{ mode: 'onChange', defaultValues: { oldPassword: '', newPassword: '', newPasswordConfirm: '' } }}
          onSubmit={async (input) => {
            await changePassword.mutateAsync(input);
            onOpenChange(false);
          }}
        >
          {({ register, formState, getValues, trigger }) => (
            <>
              <InputField
                label="Old password"
                type="password"
                autoComplete="current-password"
                registration={register('oldPassword')}
                error={formState.errors.oldPassword}
              />
              <InputField
                label="New password"
                type="password"
                autoComplete="new-password"
                registration={register('newPassword', {
                  // Re-check the confirmation once it has been typed, so a fix in either field clears the mismatch.
                  onChange: () => {
                    if (getValues('newPasswordConfirm')) void trigger('newPasswordConfirm');
                  },
                })}
                error={formState.errors.newPassword}
              />
              <InputField
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                registration={register('newPasswordConfirm')}
                error={formState.errors.newPasswordConfirm}
              />
              <DialogFormActions canSave={formState.isValid} saving={formState.isSubmitting} />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}
