import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { completeOAuthLogin } from '@/features/auth/api/complete-oauth-login';

/** Reads `token` or `error` from the OAuth provider's redirect (spec section 2). */
export function OAuth2RedirectPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const token = searchParams.get('token');
  const error = searchParams.get('error');

  useEffect(() => {
    // Exactly once per visit: the token is single-use and the referral must not be applied twice.
    if (started.current) return;
    started.current = true;
    if (!token) {
      navigate(paths.login.getHref(null, error), { replace: true });
      return;
    }
    completeOAuthLogin(token)
      .then(({ needsPayment }) => navigate(needsPayment ? paths.public.doPayment.getHref() : paths.root.getHref(), { replace: true }))
      .catch(() => navigate(paths.login.getHref(), { replace: true }));
  }, [token, error, navigate]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas">
      <PageSpinner />
    </main>
  );
}
