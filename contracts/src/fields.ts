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

type NumberBounds = {
  min: number;
  max: number;
  /** Places allowed after the point; 0 for whole numbers. */ decimals?: number;
};

/** True when the value has no more than `places` decimals (tolerant of binary fractions like 0.1 + 0.2). */
function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
}

const numberTypeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? Messages.required : Messages.notANumber;

function withBounds<N extends z.ZodNumber | z.ZodCoercedNumber<unknown>>(
  base: N,
  { min, max, decimals = 0 }: NumberBounds,
): N {
  return base
    .min(min, { error: Messages.minValue(min) })
    .max(max, { error: Messages.maxValue(max) })
    .refine((value) => hasAtMostDecimals(value, decimals), { error: Messages.decimals(decimals) }) as N;
}

/**
 * A number with the spec's messages (section 5): 'Required' when absent, 'Not a Number',
 * 'Can have only N decimals', 'Min Value is N', 'Max Value is N'.
 */
export const numberField = (bounds: NumberBounds) => withBounds(z.number({ error: numberTypeError }), bounds);

/** numberField for numbers that arrive as text (query strings). */
export const numberFromText = (bounds: NumberBounds) => withBounds(z.coerce.number({ error: numberTypeError }), bounds);

/** A yes/no flag; anything but true or false is 'Invalid entry'. */
export const flagField = z.boolean({ error: Messages.invalidEntry });

/** A list of ids, e.g. a new display order: at least one, at most `max`. */
export const idListField = (max: number) =>
  z
    .array(entityId, { error: Messages.invalidEntry })
    .min(1, { error: Messages.required })
    .max(max, { error: Messages.maxValue(max) });

export const pageRequest = z.object({
  page: numberFromText({ min: 0, max: 1_000_000 }).default(0),
  rows: numberFromText({ min: 1, max: 100 }).default(20),
});
export type PageRequest = z.infer<typeof pageRequest>;
export type Paged<T> = { pageData: T[]; totalNoOfRecords: number };
