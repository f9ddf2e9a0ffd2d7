import { ApiPaths, removeKfpCaseRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { removalMutation } from './query-keys';

export type RemoveKfpCaseInput = z.input<typeof removeKfpCaseRequest>;

/** POST adminChapter/removeKFPCase */
export const removeKfpCase = callOf(ApiPaths.adminChapter.removeKFPCase, announced);

export const useRemoveKfpCase = removalMutation(removeKfpCase, 'kfp', (input) => input.kfpCaseID);
