import pg from 'pg';
import { preparedStatementName } from './prepared-statement';

type Release = (error?: Error | boolean) => void;

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
   * once; everything else goes as it came.
   */
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const name = typeof text === 'string' ? preparedStatementName(text) : null;
    const query = super.query as (...forwarded: unknown[]) => never;
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
