import { ApiPaths, noteIdRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { useNotesMutation } from './notes-cache';

export const draftNoteInputSchema = noteIdRequest;
export type DraftNoteInput = z.input<typeof noteIdRequest>;

export const draftNote = callOf(ApiPaths.adminChapter.draftNote, announced);

export const useDraftNote = () => useNotesMutation(draftNote);
