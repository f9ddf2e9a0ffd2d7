import { ApiPaths, saveNoteRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { useNotesMutation } from './notes-cache';

export const saveNoteInputSchema = saveNoteRequest;
export type SaveNoteInput = z.input<typeof saveNoteRequest>;

export const saveNote = callOf(ApiPaths.adminChapter.saveUpdateNote, announced);

export const useSaveNote = () => useNotesMutation(saveNote);
