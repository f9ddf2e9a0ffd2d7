import type { EndpointOutput, JsonEndpointPath } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callWith, publicQuiet, quiet } from '@/lib/api-hooks';
import { useLoggedInUser } from '@/lib/auth-store';
import { readingQueryRoot } from './reading-cache';

/**
 * Which family of reading calls to use: a signed-in reader gets the registered calls (their plan and
 * own items count), everyone else the public ones, sent without a token.
 */
export type ReadingAudience = 'reader' | 'public';

export function useReadingAudience(): ReadingAudience {
  const user = useLoggedInUser();
  return user?.user.userType === 'READER' ? 'reader' : 'public';
}

/** A JSON route whose result reads as `R`. */
type PathAnswering<R> = { [P in JsonEndpointPath]: EndpointOutput<P> extends R ? P : never }[JsonEndpointPath];

/**
 * A reading page's read by one id (`{ [field]: id }`), quietly, through the audience's call of
 * `paths`: its call, its query options (keyed `[...readingQueryRoot, audience, what, id]`, kept a
 * minute) and the hook, which asks as the signed-in user's audience and idles while no id is chosen.
 */
export function audienceRead<R>(
  what: string,
  field: string,
  paths: { reader: PathAnswering<R>; public: PathAnswering<R> },
) {
  const inputOf = (id: string) => ({ [field]: id }) as never;
  // The map types each path's result; PathAnswering<R> holds it to R, which TS cannot see through.
  const calls = {
    reader: callWith(paths.reader, quiet, inputOf),
    public: callWith(paths.public, publicQuiet, inputOf),
  } as unknown as Record<ReadingAudience, (id: string) => Promise<R>>;
  const fetch = (audience: ReadingAudience, id: string) => calls[audience](id);
  const options = (audience: ReadingAudience, id: string) =>
    queryOptions({
      queryKey: [...readingQueryRoot, audience, what, id] as const,
      queryFn: () => fetch(audience, id),
      staleTime: 60_000,
    });
  function useByID(id: string | null) {
    const audience = useReadingAudience();
    return useQuery({ ...options(audience, id ?? ''), enabled: Boolean(id) });
  }
  return { fetch, options, useByID };
}
