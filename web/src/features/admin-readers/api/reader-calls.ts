import { ApiPaths, apiUrl, type AdminReaderRow, type Paged, type UserStatus } from '@notebook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const READERS_PAGE_SIZE = 20;
const root = ['admin-readers'] as const;

export const useReadersPage = (input: { searchKey: string; status: UserStatus | ''; page: number }) =>
  useQuery({
    queryKey: [...root, 'page', input],
    queryFn: () =>
      api.post<Paged<AdminReaderRow>>(
        apiUrl(ApiPaths.adminReader.getPagedReaders),
        { page: input.page, rows: READERS_PAGE_SIZE, searchKey: input.searchKey || undefined, status: input.status || undefined },
        { showLoading: false },
      ),
    placeholderData: keepPreviousData,
  });

/** INACTIVE or BLOCKED signs the reader out everywhere at once; the server answers 'Successfully updated'. */
export function useUpdateReaderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { readerID: string; status: UserStatus }) =>
      api.post(apiUrl(ApiPaths.adminReader.updateReaderStatus), input, { showSuccessMessage: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
