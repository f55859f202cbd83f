import type { AnyTRPCRouter } from '@trpc/server';
import { isAbortError, isAsyncIterable, isObject, sseStreamProducer } from '@trpc/server/unstable-core-do-not-import';

/**
 * Everything the project takes from tRPC that tRPC does not publish (@trpc/server is pinned to
 * an exact version): a router's and its procedures'
 * definitions (`_def`), and helpers of '@trpc/server/unstable-core-do-not-import'. The only module
 * that reaches them; trpc-internals.test.ts checks them against the installed tRPC and names
 * what to look at when an upgrade changes them. What @trpc/server exports is imported from it
 * directly.
 */

/** What is read of a procedure's definition (`procedure._def`). */
interface ProcedureDefinition {
  type: 'query' | 'mutation' | 'subscription';
  /** What `.meta()` was given (procedure-meta.ts). */
  meta?: unknown;
  /** The schemas given to `.input()`, in order. */
  inputs: unknown[];
  /** The schema given to `.output()`. */
  output?: unknown;
}

/** Every procedure's definition by its dotted path (e.g. 'restaurant.stats'), in router order. */
export function procedureDefinitions(router: AnyTRPCRouter): Record<string, ProcedureDefinition> {
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDefinition }>;
  return Object.fromEntries(Object.entries(procedures).map(([path, procedure]) => [path, procedure._def]));
}

/** The router's root configuration: the transformer and the SSE options given to initTRPC.create(). */
export function routerConfig<TRouter extends AnyTRPCRouter>(router: TRouter): TRouter['_def']['_config'] {
  return router._def._config;
}

/**
 * Helpers tRPC's own HTTP handler uses, so the live route (apps/server/src/live) treats an
 * answer as it does: an async iterable, a plain object, an aborted call. sseStreamProducer
 * writes tRPC's server-sent events, which the tests compare the live route's frames with.
 */
export { isAbortError, isAsyncIterable, isObject, sseStreamProducer };
