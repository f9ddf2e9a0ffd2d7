import { ApiPaths, saveChapterGroupRequest, type SaveChapterGroupRequest } from '@notebook/contracts';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { chapterMenuQueryOptions } from '@/lib/chapter-menu';

export const saveChapterGroupInputSchema = saveChapterGroupRequest;
export type SaveChapterGroupInput = SaveChapterGroupRequest;

export const saveChapterGroup = callOf(ApiPaths.adminChapter.saveUpdateChapterGroup, announced);

export const useSaveChapterGroup = mutationInvalidating(saveChapterGroup, chapterMenuQueryOptions().queryKey);
