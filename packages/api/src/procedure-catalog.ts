import type { ZodType } from 'zod';
import { procedureDefinitions } from './internals/trpc-internals';
import { ACCESS_LEVELS, type Access, type ProcedureMeta, type RestFace } from './procedure-meta';
import type { CallableProcedureName, ProcedureName } from './procedure-names';
import { appRouter } from './root';

/** One procedure of appRouter, as its own definition declares it. */
export interface ProcedureEntry {
  /** Dotted path, e.g. 'restaurant.stats' (the tRPC URL is /trpc/<name>). */
  name: ProcedureName;
  type: 'query' | 'mutation' | 'subscription';
  access: Access;
  /** Its REST face under /api, when it has one. */
  rest: RestFace | undefined;
  description: string;
  inputs: ZodType[];
  output: ZodType | undefined;
}

/**
 * Every procedure with its meta and schemas: what the REST facade, /api/openapi.json and the
 * authorization matrix are generated from. The only place that reads the router's definition
 * (through internals/trpc-internals.ts); it refuses to load when a procedure lacks its access
 * level or two share a REST path, so a tRPC upgrade that changed how meta is kept fails at start,
 * not silently.
 */
function buildCatalog(): ProcedureEntry[] {
  const entries = Object.entries(procedureDefinitions(appRouter)).map(([path, definition]): ProcedureEntry => {
    // The router's own paths: the names its type spells (procedure-names.ts).
    const name = path as ProcedureName;
    // Our own meta and zod schemas: what the procedure builders (trpc.ts) were given.
    const meta = definition.meta as ProcedureMeta | undefined;
    const access = meta?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) throw new Error(`Procedimento ${name} sem meta.access`);
    const rest = meta?.rest;
    if (rest && definition.type === 'subscription') throw new Error(`Procedimento ${name}: uma subscription não tem rota REST`);
    return { name, type: definition.type, access, rest, description: meta?.description ?? '', inputs: definition.inputs as ZodType[], output: definition.output as ZodType | undefined };
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

/** The queries and mutations (what a client calls; subscriptions are streamed), in router order. */
export const callableProcedures = procedureCatalog.filter((entry): entry is ProcedureEntry & { name: CallableProcedureName } => entry.type !== 'subscription');

/** The procedures served under /api, in router order (queries and mutations: buildCatalog refuses a subscription with a REST face). */
export const restProcedures = procedureCatalog.filter((entry): entry is ProcedureEntry & { rest: RestFace; name: CallableProcedureName } => entry.rest !== undefined);
