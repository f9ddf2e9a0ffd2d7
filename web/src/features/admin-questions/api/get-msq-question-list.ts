import { ApiPaths } from '@notebook/contracts';
import { questionBankRead } from './query-keys';

/** GET adminChapter/getMSQQuestionList?topicID= */
const read = questionBankRead('msq', 'list', ApiPaths.adminChapter.getMSQQuestionList, 'topicID');
export const getMsqQuestionList = read.fetch;
export const msqQuestionListQueryOptions = read.options;
export const useMsqQuestionList = read.useByID;
