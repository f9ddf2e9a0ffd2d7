import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { getCopiedReferralLink, useReferralLink } from '../api/referral-link';

/** On the profile: the reader's referral link with a Copy button, and how many joined through it. */
export function ReferralBox() {
  const link = useReferralLink();
  const [copied, setCopied] = useState(false);
  if (!link.data) return null;
  const copy = async () => {
    const copiedLink = await getCopiedReferralLink();
    await navigator.clipboard?.writeText(copiedLink.referralLink).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section aria-labelledby="referral-title" className="mb-6 rounded-2xl border border-line bg-surface p-5">
      <h2 id="referral-title" className="text-base font-semibold text-ink">
        Invite a colleague
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Share your link: {link.data.joined === 1 ? '1 reader has' : `${link.data.joined} readers have`} joined through
        it.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm text-ink [overflow-wrap:anywhere]">
          {link.data.referralLink}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden /> {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </section>
  );
}
