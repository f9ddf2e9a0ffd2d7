import { Messages, type RegisterRequest, registerRequest } from '@notebook/contracts';
import { Check, X } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { type Control, useWatch } from 'react-hook-form';
import { BusySubmitButton } from '@/components/forms/busy-submit-button';
import { PersonNameFields, TitleField } from '@/components/forms/person-fields';
import { Form, InputField, SaveBlockedHint } from '@/components/ui/form';
import { PRODUCT_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { authStore, useAuth } from '@/lib/auth-store';
import { landingPathFor } from '@/lib/landing';
import { cn } from '@/lib/cn';
import { useRegister } from '../api/account-calls';

/** The password rule, shown as the reader types (the server checks the same: contracts' newPasswordField). */
const passwordRules = [
  { label: 'At least 8 characters', met: (password: string) => password.length >= 8 },
  { label: 'A letter', met: (password: string) => /[A-Za-z]/.test(password) },
  { label: 'A digit', met: (password: string) => /\d/.test(password) },
];

/**
 * /public/register: title, names, e-mail, password (its rule ticked off as it is typed) and the
 * terms. The new reader is signed in at once and a confirmation e-mail is on its way.
 */
export function RegisterPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const register = useRegister();
  if (auth.status === 'signed-in' && !register.isSuccess && !register.isPending)
    return <Navigate to={paths.public.home.getHref()} replace />;
  return (
    <section aria-labelledby="register-title" className="mx-auto w-full max-w-md py-6">
      <h1 id="register-title" className="text-2xl font-semibold tracking-tight text-ink">
        Create your account
      </h1>
      <p className="mt-1 mb-6 text-ink-muted">
        Register to read the free notes, try a plan and subscribe to {PRODUCT_NAME}.
      </p>
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <Form
          aria-label="Register"
          schema={registerRequest}
          options={{
            mode: 'onTouched',
            defaultValues: { title: 'DR', firstName: '', lastName: '', email: '', password: '' },
          }}
          onSubmit={async (input) => {
            await register.mutateAsync(input);
            const user = authStore.getSession()?.user;
            navigate(user ? landingPathFor(user) : paths.public.home.getHref(), { replace: true });
          }}
        >
          {({ bind, register: field, control, formState }) => (
            <>
              <TitleField {...bind('title')} />
              <div className="grid gap-4 sm:grid-cols-2">
                <PersonNameFields bind={bind} whose="own" capLength={false} />
              </div>
              <InputField label="Email" type="email" inputMode="email" autoComplete="email" {...bind('email')} />
              <InputField label="Password" type="password" autoComplete="new-password" {...bind('password')} />
              <PasswordRules control={control} />
              <label className="flex items-start gap-2 text-sm text-ink">
                <input type="checkbox" className="mt-0.5 size-4 accent-[var(--accent)]" {...field('acceptTerms')} />
                <span>
                  I accept the{' '}
                  <Link
                    to={paths.public.termsAndConditions.getHref()}
                    target="_blank"
                    className="font-medium text-accent-strong hover:underline"
                  >
                    terms and conditions
                  </Link>{' '}
                  and the{' '}
                  <Link
                    to={paths.public.privacyPolicy.getHref()}
                    target="_blank"
                    className="font-medium text-accent-strong hover:underline"
                  >
                    privacy policy
                  </Link>
                </span>
              </label>
              {formState.errors.acceptTerms && (
                <p role="alert" className="-mt-2 text-sm text-danger">
                  {Messages.acceptTermsRequired}
                </p>
              )}
              <SaveBlockedHint />
              <BusySubmitButton busy={formState.isSubmitting} busyLabel="Registering">
                Register
              </BusySubmitButton>
            </>
          )}
        </Form>
      </div>
      <p className="mt-6 text-center text-sm text-ink-muted">
        Registered already?{' '}
        <Link to={paths.login.getHref()} className="font-medium text-accent hover:underline">
          Sign in
        </Link>
      </p>
    </section>
  );
}

function PasswordRules({ control }: { control: Control<RegisterRequest> }) {
  const password = useWatch({ control, name: 'password' }) ?? '';
  return (
    <ul aria-label="Password rule" className="-mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {passwordRules.map((rule) => {
        const met = rule.met(password);
        return (
          <li key={rule.label} className={cn('flex items-center gap-1', met ? 'text-success' : 'text-ink-muted')}>
            {met ? <Check aria-hidden className="size-3.5" /> : <X aria-hidden className="size-3.5" />}
            <span>
              {rule.label}
              <span className="sr-only">{met ? ': done' : ': not yet'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
