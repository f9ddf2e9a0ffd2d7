import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The card of a payment page (the reader's, and the external payment link's), titled by its heading. */
export function PaymentPanel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
      <h1 id={titleId} className="mb-5 text-2xl font-semibold tracking-tight text-ink">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A payment page's error, read out as an alert; `className` sets its space above. */
export function PaymentError({ className, children }: { className: string; children: ReactNode }) {
  return (
    <p
      role="alert"
      className={cn('flex items-start gap-2 rounded-lg bg-danger/10 px-3 py-2.5 text-sm text-danger', className)}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
