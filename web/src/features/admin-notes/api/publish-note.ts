import { ApiPaths, noteIdRequest, type NoteItem } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const publishNoteInputSchema = noteIdRequest;
export type PublishNoteInput = z.input<typeof noteIdRequest>;

export function publishNote(input: PublishNoteInput): Promise<NoteItem> {
  return api.call(ApiPaths.adminChapter.publishNote, input, { showSuccessMessage: true });
}

export function usePublishNote() {
  return useNotesMutation(publishNote);
}
