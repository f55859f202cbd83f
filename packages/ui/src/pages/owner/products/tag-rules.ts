import { LIMITS } from '@direto/contracts';

export interface AddTagResult {
  tags: string[];
  /** Whether the input should be cleared (the tag was added, or it was already there). */
  clearInput: boolean;
  /** A message to show when the tag was refused for a reason the user should know. */
  message: string | null;
}

const sameTag = (a: string, b: string) => a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');

/**
 * Spec §4: a tag is trimmed; an empty or duplicate one is ignored (duplicates compared ignoring
 * case, as the server does). The server's length and count limits are told up front.
 */
export function addTag(tags: readonly string[], input: string): AddTagResult {
  const tag = input.trim();
  if (!tag) return { tags: [...tags], clearInput: true, message: null };
  if (tags.some((existing) => sameTag(existing, tag))) return { tags: [...tags], clearInput: true, message: null };
  if (tag.length > LIMITS.tagLengthMax) {
    return { tags: [...tags], clearInput: false, message: `Cada tag pode ter no máximo ${LIMITS.tagLengthMax} caracteres` };
  }
  if (tags.length >= LIMITS.tagsMax) {
    return { tags: [...tags], clearInput: false, message: `No máximo ${LIMITS.tagsMax} tags por produto` };
  }
  return { tags: [...tags, tag], clearInput: true, message: null };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}
