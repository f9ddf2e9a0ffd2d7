import type { ContentReportContentType } from '@notebook/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** The "Report a problem" control the app shows by a note, a question or a KFP case (issue 29). */
export type ReportProblemControl = (contentType: ContentReportContentType, contentID: string) => ReactNode;

const ReportProblemContext = createContext<ReportProblemControl>(() => null);

/**
 * The study features show it without knowing where it comes from (features do not import each
 * other): the app provides the content-feedback feature's button here.
 */
export const ReportProblemProvider = ReportProblemContext.Provider;

export function ReportProblem({
  contentType,
  contentID,
}: {
  contentType: ContentReportContentType;
  contentID: string;
}) {
  const control = useContext(ReportProblemContext);
  return <>{control(contentType, contentID)}</>;
}
