import { ApiPaths, updateNoteStatusRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { useNotesMutation } from './notes-cache';

export const updateNoteStatusInputSchema = updateNoteStatusRequest;
export type UpdateNoteStatusInput = z.input<typeof updateNoteStatusRequest>;

export const updateNoteStatus = callOf(ApiPaths.adminChapter.updateNoteStatus, announced);

export const useUpdateNoteStatus = () => useNotesMutation(updateNoteStatus);
