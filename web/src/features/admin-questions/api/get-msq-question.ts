import { ApiPaths } from '@notebook/contracts';
import { questionBankRead } from './query-keys';

/** GET adminChapter/getMSQQuestionByID?msqQuestionID=: msqmoSaveDTO or msqemResponseDTO. */
const read = questionBankRead('msq', 'detail', ApiPaths.adminChapter.getMSQQuestionByID, 'msqQuestionID');
export const getMsqQuestion = read.fetch;
export const msqQuestionQueryOptions = read.options;
export const useMsqQuestion = read.useByID;
