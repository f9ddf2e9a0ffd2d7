import { ApiPaths, updateNoteStatusRequest, type NoteItem } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const updateNoteStatusInputSchema = updateNoteStatusRequest;
export type UpdateNoteStatusInput = z.input<typeof updateNoteStatusRequest>;

export function updateNoteStatus(input: UpdateNoteStatusInput): Promise<NoteItem> {
  return api.call(ApiPaths.adminChapter.updateNoteStatus, input, { showSuccessMessage: true });
}

export function useUpdateNoteStatus() {
  return useNotesMutation(updateNoteStatus);
}
