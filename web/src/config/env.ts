import { z } from 'zod';

/** Build-time environment, validated once at start-up so a bad value fails loudly, not later. */
const envSchema = z.object({
  /** Origin of the API when it is not the page's own origin; empty means same origin (/api). */
  VITE_API_ORIGIN: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || /^https?:\/\/[^/]+$/.test(value), {
      error: 'VITE_API_ORIGIN must be an origin such as http://localhost:3000, without a path',
    }),
});

export const env = envSchema.parse(import.meta.env);
