import { ApiPaths, type ReadinessSource } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quiet } from '@/lib/api-hooks';

/** Readiness calls (docs/practice.md, "Readiness"): quiet, as the practice calls are. */
export const readinessQueryRoot = ['readiness'] as const;

/** The browser's own time zone, so the trend's days are the reader's days. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const readinessQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: [...readinessQueryRoot, 'mine', timeZone] as const,
    queryFn: () => api.call(ApiPaths.reader.getReaderReadiness, { timeZone }, quiet),
  });

export const useReaderReadiness = (options: { enabled: boolean }) =>
  useQuery({ ...readinessQueryOptions(browserTimeZone()), enabled: options.enabled });

/** How all readers did on one question; asked only once the reader has been shown its mark (the server answers nothing before). */
export const usePeerStats = (source: ReadinessSource, questionID: string, options: { enabled: boolean }) =>
  useQuery({
    queryKey: [...readinessQueryRoot, 'peers', source, questionID] as const,
    queryFn: () => api.call(ApiPaths.reader.getPracticeQuestionPeerStats, { source, questionIDs: [questionID] }, quiet),
    enabled: options.enabled,
    select: (stats) => stats.find((each) => each.questionID === questionID) ?? null,
  });
