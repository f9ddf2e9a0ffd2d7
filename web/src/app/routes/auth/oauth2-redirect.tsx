import type { LoggedInUser } from '@notebook/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { PRODUCT_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { landingPathFor } from '@/lib/landing';
import { completeOAuthLogin } from '@/features/auth/api/complete-oauth-login';
import { SocialDetailsForm } from '@/features/auth/components/social-sign-in';
import { refreshSession } from '@/lib/session';

/**
 * Where the OAuth provider's round trip ends (spec section 2): `error`, or a signed-in browser whose
 * refresh cookie the page trades for the session (the access token never rides in the URL).
 * `newReader=1`: a first sign-in, which asks for what the provider did not give before going on.
 */
export function OAuth2RedirectPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const error = searchParams.get('error');
  const newReader = searchParams.get('newReader') === '1';
  const [details, setDetails] = useState<{ user: LoggedInUser; next: string } | null>(null);

  useEffect(() => {
    // Exactly once per visit: the referral must not be applied twice.
    if (started.current) return;
    started.current = true;
    if (error) {
      navigate(paths.login.getHref(null, error), { replace: true });
      return;
    }
    completeOAuthLogin()
      .then(({ needsPayment, user }) => {
        const next = needsPayment ? landingPathFor(user) : paths.root.getHref();
        if (newReader) setDetails({ user, next });
        else navigate(next, { replace: true });
      })
      .catch((failure: Error) => navigate(paths.login.getHref(null, failure.message), { replace: true }));
  }, [error, newReader, navigate]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-12">
      {details ? (
        <div className="w-full max-w-sm rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          <h1 className="mb-1 text-2xl font-semibold tracking-tight text-ink">Welcome to {PRODUCT_NAME}</h1>
          <p className="mb-6 text-ink-muted">Tell us how to address you.</p>
          <SocialDetailsForm
            user={details.user}
            onDone={() => {
              void refreshSession().finally(() => navigate(details.next, { replace: true }));
            }}
          />
        </div>
      ) : (
        <PageSpinner />
      )}
    </main>
  );
}
