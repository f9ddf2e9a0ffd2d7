import { type AcceptedPricingTermsInput, Messages } from '@notebook/contracts';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePublicPricingTerms } from '../api/pricing-lists';

/** Small sans typography for a term's rich text inside the payment panel. */
const termProse = cn(
  'text-sm leading-relaxed text-ink-muted [overflow-wrap:anywhere] [&_p]:my-2 [&>*:first-child]:mt-0',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_a]:text-accent-strong [&_a]:underline [&_strong]:font-semibold',
);

/**
 * The pricing terms before paying: each term's title opens its text, and a tick says the reader
 * accepts them. `accepted` is true once ticked, or when there are no active terms (nothing to
 * accept), and false while the terms load, so nobody pays past terms they have not been shown.
 * `acceptedPricingTerms` is what the payment call sends: the terms shown, at their versions (the
 * server records them on the payment, and refuses them if they changed meanwhile). The tick belongs
 * to the versions it was given for: terms shown afresh after such a refusal must be ticked again.
 */
export function usePricingTermsAcceptance() {
  const terms = usePublicPricingTerms();
  const list = terms.data ?? [];
  const shownVersions = list.map((term) => `${term.pricingTermID}@${term.version}`).join(' ');
  const [tickedFor, setTickedFor] = useState<string | null>(null);
  const ticked = tickedFor === shownVersions;
  const accepted = terms.isError || (terms.isSuccess && (list.length === 0 || ticked));
  // Not loaded: nothing is claimed, and the server asks for the terms if any are in force.
  const acceptedPricingTerms: AcceptedPricingTermsInput = terms.isSuccess
    ? list.map(({ pricingTermID, version }) => ({ pricingTermID, version }))
    : undefined;
  /** After a payment call failed: if the server refused the terms (they changed), show them afresh. */
  const afterRefusal = (caught: unknown) => {
    if (caught instanceof ApiError && caught.fieldErrors.acceptedPricingTerms) void terms.refetch();
  };
  const element =
    list.length === 0 ? null : (
      <section aria-labelledby="pricing-terms-title" className="mt-5 rounded-xl border border-line px-4 py-3">
        <h2 id="pricing-terms-title" className="text-sm font-medium text-ink">
          Pricing terms
        </h2>
        <ul className="mt-1 divide-y divide-line">
          {list.map((term) => (
            <li key={term.pricingTermID}>
              <details className="group py-1.5">
                <summary className="flex cursor-pointer list-none items-center gap-1.5 text-sm text-ink marker:hidden">
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-90"
                  />
                  {term.title}
                </summary>
                {/* Sanitised on the server before it was recorded (the editors' allowlist). */}
                <div className={cn(termProse, 'mt-1 pl-5.5')} dangerouslySetInnerHTML={{ __html: term.content }} />
              </details>
            </li>
          ))}
        </ul>
        <label className="mt-3 flex cursor-pointer items-start gap-2.5 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-accent"
            checked={ticked}
            onChange={(event) => setTickedFor(event.target.checked ? shownVersions : null)}
          />
          {Messages.acceptPricingTerms}
        </label>
      </section>
    );
  return { accepted, acceptedPricingTerms, afterRefusal, element };
}
