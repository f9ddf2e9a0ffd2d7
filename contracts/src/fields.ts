import { z } from 'zod';
import { Messages } from './messages';

/** A trimmed, required string with the spec's messages ('Required', 'Max length is N'). */
export const requiredText = (max: number) =>
  z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(max, { error: Messages.maxLength(max) });

/** A trimmed optional string; an empty string counts as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: Messages.maxLength(max) })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const entityId = z.uuid({ error: 'Not a valid id' });

export const emailField = z
  .string({ error: Messages.required })
  .trim()
  .min(1, { error: Messages.required })
  .max(255, { error: Messages.maxLength(255) })
  .pipe(z.email({ error: Messages.notValidEmail }))
  .transform((email) => email.toLowerCase());

export const pageRequest = z.object({
  page: z.coerce.number().int().min(0).default(0),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageRequest = z.infer<typeof pageRequest>;
export type Paged<T> = { pageData: T[]; totalNoOfRecords: number };
