import { ApiPaths } from '@notebook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quiet } from '@/lib/api-hooks';

/** POST adminSchedule/getScheduleMonth (docs/schedule.md): the webinars and mock exams of a Sydney month. */
export const useScheduleMonth = (month: string) =>
  useQuery({
    queryKey: ['schedule', 'month', month],
    queryFn: () => api.call(ApiPaths.adminSchedule.getScheduleMonth, { month }, quiet),
    placeholderData: keepPreviousData,
  });
