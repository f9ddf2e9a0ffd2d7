import { ApiPaths } from '@notebook/contracts';
import { questionBankRead } from './query-keys';

/** GET adminChapter/getAKTQuestionList/{topicID} */
const read = questionBankRead('akt', 'list', ApiPaths.adminChapter.getAKTQuestionList, 'topicID');
export const getAktQuestionList = read.fetch;
export const aktQuestionListQueryOptions = read.options;
export const useAktQuestionList = read.useByID;
