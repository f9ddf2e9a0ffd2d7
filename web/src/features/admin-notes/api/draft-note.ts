import { ApiPaths, noteIdRequest, type NoteItem } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const draftNoteInputSchema = noteIdRequest;
export type DraftNoteInput = z.input<typeof noteIdRequest>;

export function draftNote(input: DraftNoteInput): Promise<NoteItem> {
  return api.call(ApiPaths.adminChapter.draftNote, input, { showSuccessMessage: true });
}

export function useDraftNote() {
  return useNotesMutation(draftNote);
}
