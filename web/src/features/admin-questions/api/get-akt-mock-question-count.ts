import { ApiPaths } from '@notebook/contracts';
import { questionBankRead } from './query-keys';

/** GET adminChapter/getAKTMockQuestionCount?topicID= */
const read = questionBankRead('akt', 'mock-count', ApiPaths.adminChapter.getAKTMockQuestionCount, 'topicID');
export const getAktMockQuestionCount = read.fetch;
export const aktMockQuestionCountQueryOptions = read.options;
export const useAktMockQuestionCount = read.useByID;
