import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { isAllowed, type RouteAccess } from './access';

/**
 * Renders the route only for a visitor who meets its access rules; anyone else goes to login with
 * the page they asked for, and comes back to it after signing in.
 */
export function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'restoring') return <PageSpinner />;
  if (!isAllowed(auth.session?.user ?? null, access)) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
