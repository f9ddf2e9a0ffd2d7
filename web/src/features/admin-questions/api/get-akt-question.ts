import { ApiPaths } from '@notebook/contracts';
import { questionBankRead } from './query-keys';

/** GET adminChapter/getAKTQuestionByID/{id}: the MO shape or the EM shape. */
const read = questionBankRead('akt', 'detail', ApiPaths.adminChapter.getAKTQuestionByID, 'id');
export const getAktQuestion = read.fetch;
export const aktQuestionQueryOptions = read.options;
export const useAktQuestion = read.useByID;
