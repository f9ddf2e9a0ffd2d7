import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { GlobalLoadingBar } from '@/components/ui/global-loading-bar';
import { Toaster } from '@/components/ui/toaster';
import { PeerStat } from '@/features/readiness/components/peer-stat';
import { type AnswerInsight, AnswerInsightProvider } from '@/lib/answer-insight';
import { authStore } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { type ReportProblemControl, ReportProblemProvider } from '@/lib/report-problem';
import { restoreSession } from '@/lib/session';

/** Under a revealed practice question: the share of readers who got it right. */
const peerShare: AnswerInsight = (source, questionID) => <PeerStat source={source} questionID={questionID} shown />;

// Shown only beside study content, so it loads with the first page that has some, not with the first load.
const ReportProblemButton = lazy(() =>
  import('@/features/content-feedback/components/report-problem-dialog').then((module) => ({
    default: module.ReportProblemButton,
  })),
);

/** By a note, a question or a KFP case: the reader's "Report a problem" (issue 29). */
const reportProblem: ReportProblemControl = (contentType, contentID) => (
  <Suspense fallback={null}>
    <ReportProblemButton contentType={contentType} contentID={contentID} />
  </Suspense>
);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  // Whatever was cached belongs to the user who just left.
  useEffect(() => authStore.onSignOut(() => queryClient.clear()), [queryClient]);
  useEffect(() => {
    void restoreSession();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <GlobalLoadingBar />
      <AnswerInsightProvider value={peerShare}>
        <ReportProblemProvider value={reportProblem}>{children}</ReportProblemProvider>
      </AnswerInsightProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
