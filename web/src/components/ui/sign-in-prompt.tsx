import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** "Sign in <what it gives>" for a visitor; the login page brings them back to this page and query. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <p className="text-ink-muted">
      <Link to={paths.login.getHref(`${pathname}${search}`)} className="font-medium text-accent-strong hover:underline">
        Sign in
      </Link>{' '}
      {children}
    </p>
  );
}
