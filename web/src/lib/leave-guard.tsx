import { useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export const LeaveGuardTexts = {
  title: 'Discard changes?',
  body: (what: string) => `Your changes to ${what} are not saved. Leave and discard them?`,
  discard: 'Discard',
  keep: 'Keep editing',
} as const;

/**
 * Asks before unsaved edits are lost: a move to another page or another item of the page (any change
 * of the address) is held until the user says Discard, closing or reloading the tab gets the
 * browser's own question, and `confirmLeave` asks the same before an in-page close (Cancel).
 * Render `dialog` once where the form is.
 */
export function useLeaveGuard(
  dirty: boolean,
  what: string,
): { confirmLeave: (leave: () => void) => void; dialog: ReactNode } {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const asking = blocker.state === 'blocked' || pending !== null;
  const dialog = (
    <ConfirmDialog
      open={asking}
      title={LeaveGuardTexts.title}
      body={LeaveGuardTexts.body(what)}
      confirmLabel={LeaveGuardTexts.discard}
      cancelLabel={LeaveGuardTexts.keep}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
        pending?.();
        setPending(null);
      }}
      onOpenChange={(open) => {
        if (open) return;
        if (blocker.state === 'blocked') blocker.reset();
        setPending(null);
      }}
    />
  );
  return { confirmLeave: (leave) => (dirty ? setPending(() => leave) : leave()), dialog };
}
