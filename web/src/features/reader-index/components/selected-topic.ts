import { useSearchParams } from 'react-router-dom';

/** The topic a reader has open is part of the URL, so reloading or sharing keeps it. */
export function useSelectedTopicID(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('topicID');
}
