import { z } from '../zod-locale';

/**
 * "Nome deve ter no máximo 120 caracteres". Every bounded text says its limit: without its own
 * message, a `.max()` on `z.string({ error })` would answer with that schema's message
 * ("Nome é obrigatório") for a text that is merely too long.
 */
export function tooLongMessage(label: string, max: number): string {
  return `${label} deve ter no máximo ${max} caracteres`;
}

/** A trimmed text that must be filled in: `required` when blank or missing, its limit when too long. */
export function requiredText(label: string, max: number, required = `${label} é obrigatório`) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLongMessage(label, max));
}

/** A trimmed text that may be blank; the caller adds `.nullish()` where it may also be left out. */
export function boundedText(label: string, max: number) {
  return z.string().trim().max(max, tooLongMessage(label, max));
}
