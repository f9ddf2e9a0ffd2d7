import type { ReadinessSource } from '@notebook/contracts';
import { Users } from 'lucide-react';
import { usePeerStats } from '../api/readiness';

/** "62% of 13 readers got this right", under a question whose mark the reader has been shown. */
export function PeerStat({
  source,
  questionID,
  shown,
}: {
  source: ReadinessSource;
  questionID: string;
  shown: boolean;
}) {
  const stats = usePeerStats(source, questionID, { enabled: shown });
  if (!shown || !stats.data) return null;
  const { readers, correctPercent } = stats.data;
  return (
    <p className="mt-3 flex items-center gap-2 text-sm text-ink-muted">
      <Users aria-hidden className="size-4 shrink-0" />
      <span>
        <strong className="text-ink tabular-nums">{correctPercent}%</strong> of {readers}{' '}
        {readers === 1 ? 'reader' : 'readers'} got this right
      </span>
    </p>
  );
}
