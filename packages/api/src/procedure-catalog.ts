import type { ZodType } from 'zod';
import { ACCESS_LEVELS, type Access, type ProcedureMeta, type RestFace } from './procedure-meta';
import { appRouter } from './root';

/** One procedure of appRouter, as its own definition declares it. */
export interface ProcedureEntry {
  /** Dotted path, e.g. 'restaurant.stats' (the tRPC URL is /trpc/<name>). */
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  access: Access;
  /** Its REST face under /api, when it has one. */
  rest: RestFace | undefined;
  description: string;
  inputs: ZodType[];
  output: ZodType | undefined;
}

interface ProcedureDefinition {
  type: ProcedureEntry['type'];
  meta?: ProcedureMeta;
  inputs: ZodType[];
  output?: ZodType;
}

/**
 * Every procedure with its meta and schemas: what the REST facade, /api/openapi.json and the
 * authorization matrix are generated from. The only place that reads the router's definition;
 * it refuses to load when a procedure lacks its access level or two share a REST path, so a
 * tRPC upgrade that changed how meta is kept fails at start, not silently.
 */
function buildCatalog(): ProcedureEntry[] {
  const definitions = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDefinition }>;
  const entries = Object.entries(definitions).map(([name, { _def }]): ProcedureEntry => {
    const access = _def.meta?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) throw new Error(`Procedimento ${name} sem meta.access`);
    const rest = _def.meta?.rest;
    if (rest && _def.type === 'subscription') throw new Error(`Procedimento ${name}: uma subscription não tem rota REST`);
    return { name, type: _def.type, access, rest, description: _def.meta?.description ?? '', inputs: _def.inputs, output: _def.output };
  });
  const seen = new Map<string, string>();
  for (const { name, rest } of entries) {
    if (!rest) continue;
    const key = `${rest.method} ${restPathOnly(rest.path)}`;
    const other = seen.get(key);
    if (other) throw new Error(`${key} declarada por ${other} e ${name}`);
    seen.set(key, name);
  }
  return entries;
}

/** '/api/restaurants?customerId={userId}' → '/api/restaurants' */
export function restPathOnly(path: string): string {
  return path.split('?')[0] ?? path;
}

export const procedureCatalog: readonly ProcedureEntry[] = buildCatalog();

/** The procedures served under /api, in router order. */
export const restProcedures = procedureCatalog.filter((entry): entry is ProcedureEntry & { rest: RestFace } => entry.rest !== undefined);
