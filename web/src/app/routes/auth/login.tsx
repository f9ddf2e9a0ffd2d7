import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/brand';
import { paths, safeRedirectTarget } from '@/config/paths';
import { ForgotPassword } from '@/features/auth/components/email-link-pages';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialSignInButtons } from '@/features/auth/components/social-sign-in';
import { useAuth } from '@/lib/auth-store';
import { landingPathFor } from '../../guards/access';
import { Logo } from '../../layouts/logo';

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectTarget(searchParams.get('redirect'));

  // A signed-in user who asked for nothing in particular has no reason to see the form.
  if (auth.status === 'signed-in' && !redirectTo) return <Navigate to={landingPathFor(auth.session.user)} replace />;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <Logo to={paths.public.home.getHref()} />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-ink">Sign in</h1>
          <p className="text-ink-muted">Sign in to continue studying with {PRODUCT_NAME}.</p>
        </div>
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          <LoginForm
            initialError={searchParams.get('error')}
            onSuccess={(user) => navigate(redirectTo ?? landingPathFor(user), { replace: true })}
          />
          <div className="mt-6">
            <SocialSignInButtons />
          </div>
        </div>
        <div className="mt-4 text-center">
          <ForgotPassword />
        </div>
        <p className="mt-6 text-center text-sm text-ink-muted">
          New here?{' '}
          <Link to={paths.public.register.getHref()} className="font-medium text-accent hover:underline">
            Subscribe
          </Link>
        </p>
      </div>
    </main>
  );
}
