import { ApiPaths } from '@notebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quiet } from '@/lib/api-hooks';
import { queryRoots } from '@/lib/query-keys';

/**
 * The subscriber home's reads: existing reader calls only (docs/web.md, "Subscriber home"). The
 * primary index is asked under the reader-index feature's own key, so the sidebar's copy serves the
 * home and a reading mark (which invalidates that root) refreshes both. The others live under this
 * feature's root and are asked again on each visit, so a finished exam or a new answer shows.
 */
const root = ['subscriber-home'] as const;

/** The browser's own time zone, as the profile's readiness asks for it. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every topic with the reader's progress and `locked` for their plan (the same call and key as the sidebar's). */
export const useHomeIndex = () =>
  useQuery({
    queryKey: [...queryRoots.readerIndex, 'primary', 'reader'] as const,
    queryFn: () => api.call(ApiPaths.reader.getRegisteredUserPrimaryIndex, undefined, quiet),
    staleTime: 30_000,
  });

/** The lesson the reader last marked read: the reads list answers last read first. */
export const useLastRead = () =>
  useQuery({
    queryKey: [...queryRoots.readerStudy, 'home', 'last-read'] as const,
    queryFn: () => api.call(ApiPaths.reader.getPagedReaderReadsByReaderID, { page: 0, rows: 1 }, quiet),
    select: (page) => page.pageData[0] ?? null,
    staleTime: 0,
  });

export const useHomeMockExams = () =>
  useQuery({
    queryKey: [...root, 'mock-exams'] as const,
    queryFn: () => api.call(ApiPaths.reader.getReaderMockExams, undefined, quiet),
    staleTime: 0,
  });

export const useHomeReadiness = () =>
  useQuery({
    queryKey: [...root, 'readiness'] as const,
    queryFn: () => api.call(ApiPaths.reader.getReaderReadiness, { timeZone: timeZone() }, quiet),
    staleTime: 0,
  });

/** Today's plan (issue 29): weakest topics, lessons to read, reviews due, the exam date. */
export const useDayPlan = () =>
  useQuery({
    queryKey: [...root, 'day-plan'] as const,
    queryFn: () => api.call(ApiPaths.reader.getDayPlan, undefined, quiet),
    staleTime: 0,
  });
