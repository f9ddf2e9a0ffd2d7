import { ApiPaths, noteIdRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { useNotesMutation } from './notes-cache';

export const publishNoteInputSchema = noteIdRequest;
export type PublishNoteInput = z.input<typeof noteIdRequest>;

export const publishNote = callOf(ApiPaths.adminChapter.publishNote, announced);

export const usePublishNote = () => useNotesMutation(publishNote);
