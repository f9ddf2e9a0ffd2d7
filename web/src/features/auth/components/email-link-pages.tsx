import { Messages, resetPasswordRequest } from '@notebook/contracts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import {
  useConfirmEmail,
  useRequestPasswordReset as useRequestReset,
  useResendConfirmation,
  useResetPassword,
} from '../api/account-calls';
import { NewPasswordFields } from './new-password-fields';

const card = 'mx-auto w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8';

/** /public/confirm-email?token=…: opened from the confirmation e-mail; confirms at once and says so. */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmail();
  const auth = useAuth();
  const resend = useResendConfirmation();
  const asked = useRef(false);
  useEffect(() => {
    // Once per opening, however often React runs effects in development.
    if (asked.current || !token) return;
    asked.current = true;
    confirm.mutate(token);
  });
  return (
    <section aria-labelledby="confirm-title" className={card}>
      <h1 id="confirm-title" className="mb-4 text-xl font-semibold text-ink">
        Confirm your e-mail address
      </h1>
      {confirm.isSuccess || confirm.error?.message === Messages.emailLinkUsed ? (
        <p role="status" className="flex items-center gap-2 text-success">
          <CircleCheck aria-hidden className="size-5" />{' '}
          {confirm.isSuccess ? Messages.emailConfirmed : Messages.emailLinkUsed}
        </p>
      ) : confirm.isError || !token ? (
        <div role="alert" className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-danger">
            <CircleAlert aria-hidden className="size-5 shrink-0" />{' '}
            {confirm.error?.message ?? Messages.linkNoLongerValid}
          </p>
          {auth.status === 'signed-in' ? (
            <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
              Send me a new link
            </Button>
          ) : (
            <p className="text-sm text-ink-muted">Sign in to ask for a new link.</p>
          )}
        </div>
      ) : (
        <Spinner label="Confirming" />
      )}
      <p className="mt-6 text-sm">
        <Link
          to={auth.status === 'signed-in' ? paths.public.home.getHref() : paths.login.getHref()}
          className="font-medium text-accent-strong hover:underline"
        >
          {auth.status === 'signed-in' ? 'Continue studying' : 'Sign in'}
        </Link>
      </p>
    </section>
  );
}

/** /public/reset-password?token=…: opened from the reset e-mail; a new password, then sign in with it. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  return (
    <section aria-labelledby="reset-title" className={card}>
      <h1 id="reset-title" className="mb-4 text-xl font-semibold text-ink">
        Choose a new password
      </h1>
      {reset.isSuccess ? (
        <>
          <p role="status" className="flex items-center gap-2 text-success">
            <CircleCheck aria-hidden className="size-5" /> {Messages.passwordReset}
          </p>
          <p className="mt-6 text-sm">
            <Link to={paths.login.getHref()} className="font-medium text-accent-strong hover:underline">
              Sign in with your new password
            </Link>
          </p>
        </>
      ) : (
        <Form
          aria-label="Choose a new password"
          schema={resetPasswordRequest}
          options={{ mode: 'onChange', defaultValues: { token, newPassword: '', newPasswordConfirm: '' } }}
          onSubmit={(input) => reset.mutateAsync(input)}
        >
          {({ bind, formState, getValues, trigger }) => (
            <>
              <NewPasswordFields
                newPassword={bind('newPassword')}
                newPasswordConfirm={bind('newPasswordConfirm')}
                confirmTyped={() => Boolean(getValues('newPasswordConfirm'))}
                recheckConfirm={() => void trigger('newPasswordConfirm')}
                hint="At least 8 characters, with a letter and a digit."
              />
              <Button type="submit" disabled={formState.isSubmitting}>
                Set the new password
              </Button>
            </>
          )}
        </Form>
      )}
    </section>
  );
}

/** "Forgot password?" under the sign-in form: the address, then the spec's answer as a toast. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  if (!open)
    return (
      <button
        type="button"
        className="text-sm font-medium text-accent-strong hover:underline"
        onClick={() => setOpen(true)}
      >
        Forgot password?
      </button>
    );
  return <ForgotPasswordForm email={email} onEmail={setEmail} />;
}

function ForgotPasswordForm({ email, onEmail }: { email: string; onEmail: (email: string) => void }) {
  const request = useRequestReset();
  return (
    <form
      aria-label="Reset password"
      className="flex flex-col gap-2 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate(email);
      }}
    >
      <label className="text-sm font-medium text-ink" htmlFor="reset-email">
        Your e-mail address
      </label>
      <input
        id="reset-email"
        type="email"
        required
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        className="h-10 rounded-lg border border-line bg-surface px-3 text-sm text-ink"
      />
      <Button type="submit" variant="secondary" disabled={request.isPending || !email}>
        Send me a reset link
      </Button>
      {request.isSuccess && (
        <p role="status" className="text-sm text-success">
          {Messages.passwordResetEmailSent}
        </p>
      )}
    </form>
  );
}

/** Above a signed-in reader's pages until the address is confirmed: what confirming is for, and a new link. */
export function ConfirmEmailNotice() {
  const auth = useAuth();
  const resend = useResendConfirmation();
  const user = auth.status === 'signed-in' ? auth.session.user : null;
  if (!user || user.user.userType !== 'READER' || user.emailConfirmed) return null;
  return (
    <div
      role="note"
      aria-label="Confirm your e-mail address"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-ink"
    >
      <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        {user.hasConfirmationLinkExpired
          ? 'Your confirmation link has expired. '
          : `Confirm your e-mail address: we sent a link to ${user.user.email}. `}
        Confirming lets us send your receipts and, should you forget it, a new password.
      </p>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => resend.mutate()}
        disabled={resend.isPending || resend.isSuccess}
      >
        {resend.isSuccess ? 'Link sent' : 'Send the link again'}
      </Button>
    </div>
  );
}
