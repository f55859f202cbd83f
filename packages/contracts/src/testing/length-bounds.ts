import type { z } from 'zod';

/** A string or array schema with a `.max()` length check, and where it sits. */
export interface LengthBound {
  path: string;
  kind: 'string' | 'array';
  max: number;
  schema: z.ZodType;
}

type Def = { type: string; checks?: { _zod: { def: { check?: string; maximum?: number } } }[] } & Record<string, unknown>;

/** Every `.max()` on a string or array anywhere inside `schema` (objects, arrays, unions, pipes, wrappers). */
export function findLengthBounds(schema: z.ZodType, path = '$', seen = new Set<unknown>()): LengthBound[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const found: LengthBound[] = [];
  if (def.type === 'string' || def.type === 'array') {
    for (const check of def.checks ?? []) {
      const { check: name, maximum } = check._zod.def;
      if (name === 'max_length' && typeof maximum === 'number') found.push({ path, kind: def.type, max: maximum, schema });
    }
  }
  const walk = (child: unknown, childPath = path) => {
    if (child && typeof child === 'object' && '_zod' in child) found.push(...findLengthBounds(child as z.ZodType, childPath, seen));
  };
  if (def.type === 'object') for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, `${path}.${key}`);
  if (def.type === 'array') walk(def.element, `${path}[]`);
  if (def.type === 'union') (def.options as unknown[]).forEach((option) => walk(option));
  if (def.type === 'pipe') [def.in, def.out].forEach((part) => walk(part));
  if (def.type === 'intersection') [def.left, def.right].forEach((part) => walk(part));
  if (def.type === 'lazy') walk((def.getter as () => unknown)());
  walk(def.innerType); // optional, nullable, default, readonly, catch…
  return found;
}

/**
 * What a value one past the bound is told. A bound must say its limit in words ("… no máximo
 * 120 …"); a raw bound that precedes normalisation may name the tighter limit that applies after
 * it (tags: 120 raw characters, 30 once trimmed), never a larger one.
 */
export function tooLongProblem(bound: LengthBound): string | null {
  const value = bound.kind === 'string' ? 'a'.repeat(bound.max + 1) : Array.from({ length: bound.max + 1 }, () => undefined);
  const result = bound.schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues.find((candidate) => candidate.code === 'too_big' && candidate.path.length === 0);
  if (!issue) return `${bound.path}: ${bound.max + 1} items/characters are not refused as too long`;
  const stated = /máximo (\d+)/i.exec(issue.message);
  if (!stated || Number(stated[1]) > bound.max) return `${bound.path} (max ${bound.max}): "${issue.message}" does not say the limit`;
  return null;
}
