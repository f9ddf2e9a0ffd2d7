import { Messages } from '@notebook/contracts';
import { NotFoundError } from '@notebook/kernel';
import { type PdfDownload, type PdfStore, safeOriginalName } from '@notebook/reading';
import type { WebinarQueries } from '../queries/webinar.queries';

/** A webinar's PDF from the store, saved as its title; 404 when the webinar does not hold it or the file is gone. */
export async function openResource(
  queries: WebinarQueries,
  store: PdfStore,
  webinarID: string,
  resourceName: string,
): Promise<PdfDownload> {
  const resource = await queries.resource(webinarID, resourceName);
  const file = resource && (await store.open(resource.resourceName));
  if (!resource || !file) throw new NotFoundError(Messages.resourceNotFound, 'resourceName');
  return { ...file, fileName: safeOriginalName(resource.title) };
}
