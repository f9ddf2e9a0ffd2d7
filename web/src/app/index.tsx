import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-store';
import { registerNavigator } from '@/lib/navigation';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/** Pages render once the session is known, so nothing flashes a signed-out header first. */
function SessionGate({ router }: { router: AppRouter }) {
  const auth = useAuth();
  useEffect(
    () =>
      registerNavigator({
        navigate: (to, options) => void router.navigate(to, options),
        currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
      }),
    [router],
  );
  if (auth.status === 'restoring') {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-canvas">
        <PageSpinner />
      </div>
    );
  }
  return <RouterProvider router={router} />;
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <SessionGate router={router} />
    </AppProvider>
  );
}
