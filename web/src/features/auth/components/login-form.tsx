import type { LoggedInUser } from '@notebook/contracts';
import { CircleAlert } from 'lucide-react';
import { BusySubmitButton } from '@/components/forms/busy-submit-button';
import { Form, InputField } from '@/components/ui/form';
import { loginInputSchema, useLogin } from '../api/login';

type LoginFormProps = {
  onSuccess: (user: LoggedInUser) => void;
  /** A message to show before any attempt, e.g. the error an OAuth provider sent back. */
  initialError?: string | null;
};

export function LoginForm({ onSuccess, initialError }: LoginFormProps) {
  const login = useLogin();
  const errorMessage = login.error?.message ?? (login.isIdle ? initialError : null);

  return (
    <Form
      schema={loginInputSchema}
      aria-label="Sign in"
      options={{ mode: 'onTouched', defaultValues: { username: '', password: '' } }}
      onSubmit={async (credentials) => {
        const result = await login.mutateAsync(credentials);
        onSuccess(result.loggedInUser);
      }}
    >
      {({ bind, formState }) => (
        <>
          {errorMessage && (
            <div
              role="alert"
              className="flex items-center gap-2 rounded-lg border border-danger/30 bg-danger/5 px-3 py-2.5 text-sm text-danger"
            >
              <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
              {errorMessage}
            </div>
          )}
          <InputField label="Email" type="email" autoComplete="username" inputMode="email" {...bind('username')} />
          <InputField label="Password" type="password" autoComplete="current-password" {...bind('password')} />
          <BusySubmitButton busy={formState.isSubmitting} busyLabel="Signing in">
            Sign in
          </BusySubmitButton>
        </>
      )}
    </Form>
  );
}
