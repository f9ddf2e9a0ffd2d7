import { ApiPaths, type SecondaryIndexResult } from '@notebook/contracts';
import { audienceRead } from './reading-audience';

/** A topic's lessons with their note titles (public/getSecondaryIndex or reader/getRegisteredUserSecondaryIndex). */
const read = audienceRead<SecondaryIndexResult>('secondary-index', 'topicID', {
  reader: ApiPaths.reader.getRegisteredUserSecondaryIndex,
  public: ApiPaths.public.getSecondaryIndex,
});
export const getSecondaryIndex = read.fetch;
export const secondaryIndexQueryOptions = read.options;
export const useSecondaryIndex = read.useByID;
