import { ApiPaths, saveChapterRequest, type SaveChapterRequest } from '@notebook/contracts';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { chapterMenuQueryOptions } from '@/lib/chapter-menu';

export const saveChapterInputSchema = saveChapterRequest;
export type SaveChapterInput = SaveChapterRequest;

export const saveChapter = callOf(ApiPaths.adminChapter.saveUpdateChapter, announced);

export const useSaveChapter = mutationInvalidating(saveChapter, chapterMenuQueryOptions().queryKey);
