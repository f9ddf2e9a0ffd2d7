import {
  AnnotationPaths,
  ApiPaths,
  ImagePaths,
  ResourcePaths,
  type EndpointInput,
  type EndpointOutput,
  type EndpointPath,
  type JsonEndpointPath,
  endpoints,
} from './index';
import type { ChapterMenuResult, KfpCaseDTO, NoteResource, SaveChapterRequest } from './index';

/** Every string leaf of a nested path map. */
const leaves = (map: object): string[] =>
  Object.values(map).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value as object)));

/**
 * The map's keys and methods are checked against the served route table by
 * test/e2e/endpoints-map.e2e.spec.ts (only a running API has one); this checks what needs no API.
 */
describe('the endpoint map (issue 25)', () => {
  const listed = new Set([
    ...leaves(ApiPaths),
    ...leaves(AnnotationPaths),
    ...leaves(ResourcePaths),
    ...leaves(ImagePaths),
  ]);
  const paths = Object.keys(endpoints) as EndpointPath[];

  test('names only paths of the contracts, each once with GET or POST', () => {
    expect(paths.filter((path) => !listed.has(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => !['GET', 'POST'].includes(endpoints[path].method))).toEqual([]);
  });

  test('takes a download, an upload, a redirect and the webhook apart from the JSON calls the web makes', () => {
    const byKind = (kind: string) => paths.filter((path) => endpoints[path].kind === kind).sort();
    expect(byKind('file')).toEqual([
      'adminAudit/exportAuditEntries',
      'adminChapter/getNoteResourcePDF',
      'adminMockExam/exportMockExamResults',
      'adminWebinar/getWebinarResourcePDF',
      'public/getFreeContentPDF',
      'reader/getPaymentReceipt',
      'reader/getReaderWebinarResourcePDF',
      'reader/getRegisteredReadingNoteResourcePDF',
    ]);
    expect(byKind('redirect')).toEqual([ApiPaths.auth.oauthAuthorize, ApiPaths.auth.oauthCallback]);
    expect(byKind('upload')).toEqual(
      [
        ImagePaths.uploadEditorImage,
        ResourcePaths.uploadNoteResourcePDF,
        ApiPaths.reader.uploadNotePdf,
        ApiPaths.adminWebinar.uploadWebinarResourcePDF,
        ApiPaths.adminStatistics.uploadStatisticsImage,
        ApiPaths.adminTestimonial.uploadTestimonialPhoto,
      ].sort(),
    );
    expect(byKind('webhook')).toEqual([ApiPaths.webhooks.payments]);
    expect(byKind('page')).toEqual([ApiPaths.sandbox.checkout]);
  });

  test('every route with a `:name` part is a GET, whose input names that part (the clients fill it from there)', () => {
    const withParts = paths.filter((path) => path.includes('/:'));
    expect(withParts.length).toBeGreaterThan(0);
    // Spec section 7 gives this one as a POST: the clients fill its `:id` the same way and send no body.
    const specPosts = [ApiPaths.reader.updateReaderNotificationStatus];
    expect(withParts.filter((path) => endpoints[path].method !== 'GET')).toEqual(specPosts);
  });
});

// Compile-time checks of the types the map gives (tsc runs over this file; a wrong entry fails it).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typeChecks: Array<true> = [
  true satisfies Same<EndpointOutput<'adminChapter/getChapterMenu'>, ChapterMenuResult>,
  true satisfies Same<EndpointOutput<'adminChapter/getKFPCaseDTO/:kfpCaseID'>, KfpCaseDTO>,
  true satisfies Same<EndpointInput<'adminChapter/getKFPCaseDTO/:kfpCaseID'>, { kfpCaseID: string }>,
  true satisfies Same<EndpointOutput<'adminChapter/getNoteResources'>, NoteResource[]>,
  true satisfies Same<
    EndpointInput<'adminChapter/saveUpdateChapter'>['chapterName'],
    SaveChapterRequest['chapterName']
  >,
  true satisfies Same<Extract<'reader/getPaymentReceipt', JsonEndpointPath>, never>,
];
void typeChecks;
