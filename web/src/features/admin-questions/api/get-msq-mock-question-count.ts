import { ApiPaths } from '@notebook/contracts';
import { questionBankRead } from './query-keys';

/** GET adminChapter/getMSQMockQuestionCount?topicID= */
const read = questionBankRead('msq', 'mock-count', ApiPaths.adminChapter.getMSQMockQuestionCount, 'topicID');
export const getMsqMockQuestionCount = read.fetch;
export const msqMockQuestionCountQueryOptions = read.options;
export const useMsqMockQuestionCount = read.useByID;
