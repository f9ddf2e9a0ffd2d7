import { PublicRoutes } from '@notebook/contracts';
import { Maximize, Minimize } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useBlocker } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { Logo } from './logo';

export const FocusTexts = {
  leaveTitle: 'Leave the mock exam?',
  leaveBody: 'Your answers are saved, and the time keeps running while you are away.',
  leave: 'Leave',
  stay: 'Stay in the exam',
  enterFullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
} as const;

/**
 * The mock exam sitting's shell (issue 28): nothing to wander off to. No index, search, study links,
 * bell or footer; the only way out (the logo, Back, another address) asks first, except to the
 * attempt's own result, where submitting leads. Full screen on request.
 */
export function FocusLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
          <Logo to={paths.public.home.getHref()} />
          <FullScreenToggle />
        </div>
      </header>
      <main className="mx-auto w-full min-w-0 max-w-5xl flex-1 px-4 py-8 sm:px-8">
        <Outlet />
      </main>
      <LeaveGuard />
    </div>
  );
}

/** Where the sitting itself leads: the result after submitting, the sign-in page when the session ends. */
const freeExits: ReadonlySet<string> = new Set([PublicRoutes.mockExamResult, paths.login.path]);

function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !freeExits.has(nextLocation.pathname),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={FocusTexts.leaveTitle}
      body={FocusTexts.leaveBody}
      confirmLabel={FocusTexts.leave}
      cancelLabel={FocusTexts.stay}
      onConfirm={() => blocker.proceed?.()}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    />
  );
}

function FullScreenToggle() {
  const [fullScreen, setFullScreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFullScreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const toggle = () => {
    const done = fullScreen ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A refusal (no user gesture, a policy) leaves the page as it was: nothing to tell.
    void done.catch(() => undefined);
  };
  return (
    <Button variant="ghost" size="sm" className="ml-auto" aria-pressed={fullScreen} onClick={toggle}>
      {fullScreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
      {fullScreen ? FocusTexts.exitFullScreen : FocusTexts.enterFullScreen}
    </Button>
  );
}
