import { ApiPaths } from '@notebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quiet } from '@/lib/api-hooks';
import { queryRoots } from '@/lib/query-keys';

/** GET reader/getReaderReferralLink: the reader's referral link and how many joined through it. */
export const useReferralLink = () =>
  useQuery({
    queryKey: [...queryRoots.auth, 'referral-link'] as const,
    queryFn: () => api.call(ApiPaths.reader.getReaderReferralLink, undefined, quiet),
  });

/** GET reader/getCopiedReferralLink: the same link, the copy counted. */
export const getCopiedReferralLink = () => api.call(ApiPaths.reader.getCopiedReferralLink, undefined, quiet);
