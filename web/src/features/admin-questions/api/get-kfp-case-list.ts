import { ApiPaths } from '@notebook/contracts';
import { readByID } from '@/lib/api-hooks';
import { questionsKey } from './query-keys';

export const kfpCaseListKey = (topicID: string) => [...questionsKey, 'kfp', 'list', topicID] as const;

/** GET adminChapter/getAllActiveKFPCasesForTopic/{topicID}: every case (ACT and INA), without questions, in display order. */
const read = readByID(ApiPaths.adminChapter.getAllActiveKFPCasesForTopic, 'topicID', kfpCaseListKey);
export const getKfpCaseList = read.fetch;
export const kfpCaseListQueryOptions = read.options;
export const useKfpCaseList = read.useByID;
