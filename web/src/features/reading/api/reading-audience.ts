import { useLoggedInUser } from '@/lib/auth-store';

/**
 * Which family of reading calls to use: a signed-in reader gets the registered calls (their plan and
 * own items count), everyone else the public ones, sent without a token.
 */
export type ReadingAudience = 'reader' | 'public';

export function useReadingAudience(): ReadingAudience {
  const user = useLoggedInUser();
  return user?.user.userType === 'READER' ? 'reader' : 'public';
}
