import { z } from 'zod';

/** Every error the API returns: SPEC.md's client reads `detail`. */
export const errorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** Both official languages; `eng` is the default everywhere (SPEC.md §9). */
export const languageSchema = z.enum(['eng', 'fra']);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'eng';
