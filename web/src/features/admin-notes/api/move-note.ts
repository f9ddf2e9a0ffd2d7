import { ApiPaths, moveNoteRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { useNotesMutation } from './notes-cache';

export const moveNoteInputSchema = moveNoteRequest;
export type MoveNoteInput = z.input<typeof moveNoteRequest>;

/** Moves a note to the end of another lesson. */
export const moveNote = callOf(ApiPaths.adminChapter.moveNote, announced);

export const useMoveNote = () => useNotesMutation(moveNote);
