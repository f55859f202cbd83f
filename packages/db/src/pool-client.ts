import pg from 'pg';
import { preparedStatementName } from './prepared-statement';

type Release = (error?: Error | boolean) => void;

/**
 * Said with every BEGIN, in the same message (no round trip): statements inside a transaction run
 * on one cached generic plan. The hot paths are transactions of named statements, each an index
 * probe (placing an order, an Open Delivery poll), and PostgreSQL's own choice re-planned the
 * order's menu read at every order (a guest's null account folds custom plans into constants, so
 * they look cheaper than the generic one); planning it costs more than running it. Reads outside
 * a transaction (reports, lists over a period) keep plans made for their values: forced generic
 * for the whole connection, a year's report summary went from 12 to 138 ms at p99 (the bench runs of
 * 3e73906 and 118fe8e; 8 ms since).
 */
const GENERIC_PLANS_IN_TRANSACTION = 'set local plan_cache_mode = force_generic_plan';

/**
 * A pooled connection that gives its place in the pool back as soon as the connection dies while
 * it is checked out. Kysely (under MikroORM) hands a transaction's connection back only after a
 * BEGIN, COMMIT or ROLLBACK that succeeded: when PostgreSQL goes away mid-transaction (a restart)
 * none can, and the dead connection kept its place for good. After `max` such losses every request
 * (and /healthz) waited the full connect timeout for a place that never came, even once the
 * database was back. The pool drops a connection released with an error and never lends it again.
 */
export class PoolClient extends pg.Client {
  #release: Release | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('end', () => this.#release?.(new Error('A conexão com o PostgreSQL terminou.')));
  }

  /**
   * SQL made by `preparedStatement` is sent as a named statement, so this connection parses it
   * once; a transaction's BEGIN (Kysely's, under MikroORM) carries GENERIC_PLANS_IN_TRANSACTION;
   * everything else goes as it came.
   */
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const query = super.query as (...forwarded: unknown[]) => never;
    if (typeof text !== 'string') return query.apply(this, args);
    // A simple query (no parameters), which may hold two statements.
    if (/^begin\b/i.test(text) && (!Array.isArray(values) || values.length === 0)) return query.call(this, `${text}; ${GENERIC_PLANS_IN_TRANSACTION}`, [], callback);
    const name = preparedStatementName(text);
    if (name === null) return query.apply(this, args);
    return query.call(this, { name, text, values }, callback);
  }

  /** Set by the pool at each checkout; once released (by the holder or by 'end'), later calls do nothing. */
  get release(): Release | undefined {
    return this.#release;
  }

  set release(release: Release | undefined) {
    if (!release) {
      this.#release = undefined;
      return;
    }
    let released = false;
    this.#release = (error) => {
      if (released) return;
      released = true;
      release(error);
    };
  }
}
