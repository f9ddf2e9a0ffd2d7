import { ApiPaths, moveNoteRequest, type NoteItem } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const moveNoteInputSchema = moveNoteRequest;
export type MoveNoteInput = z.input<typeof moveNoteRequest>;

/** Moves a note to the end of another lesson. */
export function moveNote(input: MoveNoteInput): Promise<NoteItem> {
  return api.call(ApiPaths.adminChapter.moveNote, input, { showSuccessMessage: true });
}

export function useMoveNote() {
  return useNotesMutation(moveNote);
}
