import type { AnyTRPCMutationProcedure, AnyTRPCProcedure, AnyTRPCQueryProcedure, AnyTRPCRouter } from '@trpc/server';
import type { AppRouter } from './root';

/**
 * The dotted names of appRouter's procedures ('order.place', 'restaurant.stats'), as types
 * derived from the router itself: a table keyed by them (the authorisation matrix, the security
 * tests, the menu cache's reads) stops type-checking when a procedure is renamed or removed,
 * and a `Record` over them when one is added, instead of silently skipping a row.
 */

/** The names of the procedures of `TRecord` (a router's own keys, nested routers flattened) that are `TProcedure`. */
type NamesIn<TRecord, TProcedure, TPrefix extends string = ''> = {
  [TKey in keyof TRecord & string]: TRecord[TKey] extends AnyTRPCProcedure
    ? TRecord[TKey] extends TProcedure
      ? `${TPrefix}${TKey}`
      : never
    : NamesIn<TRecord[TKey], TProcedure, `${TPrefix}${TKey}.`>;
}[keyof TRecord & string];

/** The router's procedures and sub-routers, without what every router has (its definition, createCaller). */
type AppRouterRecord = Omit<AppRouter, keyof AnyTRPCRouter>;

/** Every procedure of appRouter, subscriptions included. */
export type ProcedureName = NamesIn<AppRouterRecord, AnyTRPCProcedure>;

/** The queries and mutations: what the REST facade, the authorisation matrix and the security tests call. */
export type CallableProcedureName = NamesIn<AppRouterRecord, AnyTRPCQueryProcedure | AnyTRPCMutationProcedure>;
