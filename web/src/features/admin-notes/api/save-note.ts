import { ApiPaths, saveNoteRequest, type NoteItem } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const saveNoteInputSchema = saveNoteRequest;
export type SaveNoteInput = z.input<typeof saveNoteRequest>;

export function saveNote(input: SaveNoteInput): Promise<NoteItem> {
  return api.call(ApiPaths.adminChapter.saveUpdateNote, input, { showSuccessMessage: true });
}

export function useSaveNote() {
  return useNotesMutation(saveNote);
}
