import type { ReactNode } from 'react';
import { SaveBlockedHint, SubmitButton } from '@/components/ui/form';
import { formatDateTime } from '@/lib/format-date';

/** The top line of a page's card on the admin config pages: its name (the card's label) and what stands beside it. */
export function PageCardHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </div>
  );
}

/** Save under a page's card, with when it was last saved at the left (or `neverSaved`, if given, before then). */
export function PageCardSaveRow({ updatedAt, neverSaved }: { updatedAt: string | null; neverSaved?: string }) {
  const saved = updatedAt ? `Saved ${formatDateTime(new Date(updatedAt))}` : neverSaved;
  return (
    <div className="flex flex-col-reverse items-center gap-2 sm:flex-row sm:justify-end">
      {saved && <span className="text-xs text-ink-muted sm:mr-auto">{saved}</span>}
      <SaveBlockedHint />
      <SubmitButton />
    </div>
  );
}
