import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

const YourReports = lazy(() => import('./your-reports').then((module) => ({ default: module.YourReports })));

/** The profile's "Your reports", loaded only when the profile is shown (its own chunk). */
export function YourReportsPanel() {
  return (
    <Suspense fallback={<Spinner />}>
      <YourReports />
    </Suspense>
  );
}
