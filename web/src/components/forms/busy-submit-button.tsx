import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type BusySubmitButtonProps = {
  busy: boolean;
  /** What the spinner says while the form is sent ('Signing in'). */
  busyLabel: string;
  children: ReactNode;
};

/**
 * The full-width submit button of the sign-in and register forms: open before the form is valid
 * (the messages then show under the fields), a spinner in its place while the form is sent.
 */
export function BusySubmitButton({ busy, busyLabel, children }: BusySubmitButtonProps) {
  return (
    <Button type="submit" className="mt-2 w-full" disabled={busy}>
      {busy ? <Spinner label={busyLabel} className="text-on-accent [&_svg]:text-on-accent" /> : children}
    </Button>
  );
}
