/**
 * Compile-time only (tsc runs over test/; nothing imports this file): for a sample of controllers,
 * the result a handler's envelope carries, as TypeScript infers it from the code, is the result the
 * contracts' endpoint map gives its path, both ways. A handler that starts answering something else,
 * or a map entry that drifts, fails `npx tsc -p tsconfig.json --noEmit` here.
 */
import {
  ApiPaths,
  type EndpointOutput,
  type EndpointPath,
  type Envelope,
  type KfpCaseDTO,
  type SuccessEnvelope,
  type TopicMenuItem,
} from '@notebook/contracts';
import type { AdminCatalogController } from '../../modules/catalog/src/http/admin-catalog.controller';
import type { AuthController } from '../../modules/identity/src/http/auth.controller';
import type { AdminKfpCasesController } from '../../modules/question-bank/src/http/admin-kfp-cases.controller';
import type { PaymentController } from '../../modules/billing/src/http/payment.controller';
import type { ReaderStudyController } from '../../modules/reading/src/http/reader-study.controller';
import { type TestApi, pathOf } from './test-api';

type HandlerResult<H> = H extends (...args: never[]) => Promise<SuccessEnvelope<infer Result>> ? Result : never;
/** `true` when the handler's result and the map's agree both ways; otherwise `never`, which `true` cannot be. */
type Agrees<P extends EndpointPath, H> = [HandlerResult<H>] extends [never]
  ? never
  : [HandlerResult<H>] extends [EndpointOutput<P>]
    ? [EndpointOutput<P>] extends [HandlerResult<H>]
      ? true
      : never
    : never;

export const controllerResultsAgreeWithTheMap: true[] = [
  true satisfies Agrees<'adminChapter/getChapterMenu', AdminCatalogController['getChapterMenu']>,
  true satisfies Agrees<'adminChapter/saveUpdateChapter', AdminCatalogController['saveChapter']>,
  true satisfies Agrees<'adminChapter/moveTopic', AdminCatalogController['moveTopic']>,
  true satisfies Agrees<'adminChapter/getKFPCaseDTO/:kfpCaseID', AdminKfpCasesController['byId']>,
  true satisfies Agrees<'adminChapter/removeKFPCaseQuestion', AdminKfpCasesController['removeQuestion']>,
  true satisfies Agrees<'auth/login', AuthController['login']>,
  true satisfies Agrees<'security/current-user', AuthController['currentUser']>,
  true satisfies Agrees<'reader/confirmSubscription', PaymentController['confirmSubscription']>,
  true satisfies Agrees<'reader/getReaderSubscriptionDetails', PaymentController['getReaderSubscriptionDetails']>,
  true satisfies Agrees<'reader/addTopicToChapter', ReaderStudyController['addTopicToChapter']>,
  true satisfies Agrees<'reader/deleteMyOwnTopic/:id', ReaderStudyController['deleteMyOwnTopic']>,
];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

/** TestApi reads a call's result from the map when no type argument is given; an explicit one still wins. */
export async function testApiInfersResults(api: TestApi): Promise<true[]> {
  const _topic = await api.ok(ApiPaths.adminChapter.saveUpdateTopic, { body: {} });
  const _kfpCase = await api.ok(pathOf(ApiPaths.adminChapter.getKFPCaseDTO, { kfpCaseID: 'k' }));
  const { result: _moved } = await api.success(ApiPaths.adminChapter.moveTopic);
  const _explicit = await api.ok<{ topicID: string }>(ApiPaths.adminChapter.saveUpdateTopic);
  const _response = await api.call(ApiPaths.adminChapter.saveUpdateTopic);
  return [
    true satisfies Same<typeof _topic, TopicMenuItem>,
    true satisfies Same<typeof _kfpCase, KfpCaseDTO>,
    true satisfies Same<typeof _moved, TopicMenuItem>,
    true satisfies Same<typeof _explicit, { topicID: string }>,
    true satisfies Same<typeof _response.body, Envelope<TopicMenuItem>>,
  ];
}
