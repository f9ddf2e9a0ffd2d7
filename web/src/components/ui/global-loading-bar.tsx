import { usePendingRequestCount } from '@/lib/pending-requests';

/** A thin bar across the top while any request that asked for the loading indicator is pending. */
export function GlobalLoadingBar() {
  const pending = usePendingRequestCount();
  if (pending === 0) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-accent/20"
    >
      <div className="h-full w-1/3 animate-[loading-slide_1.1s_ease-in-out_infinite] bg-accent" />
    </div>
  );
}
