import pg from 'pg';
import { PROBE_SQL } from '@direto/db';
import { firstLineOf, StartUpError } from './start-up-error';

/** How long a start waits for DATABASE_URL to answer before saying it cannot. */
const CONNECT_TIMEOUT_MS = 10_000;

/** PostgreSQL error codes and network errors, in words the person starting the server can act on. */
const REASONS: Record<string, string> = {
  ECONNREFUSED: 'conexão recusada (o PostgreSQL está rodando nesse endereço e porta?)',
  ENOTFOUND: 'endereço não encontrado',
  EAI_AGAIN: 'endereço não encontrado',
  EHOSTUNREACH: 'endereço inalcançável',
  ENETUNREACH: 'endereço inalcançável',
  ETIMEDOUT: `sem resposta em ${CONNECT_TIMEOUT_MS / 1000} s`,
  ECONNRESET: 'a conexão foi encerrada pelo servidor',
  '28P01': 'usuário ou senha recusados',
  '28000': 'acesso recusado para esse usuário',
  '3D000': 'o banco de dados não existe',
  '57P03': 'o PostgreSQL ainda está iniciando',
  '53300': 'o PostgreSQL não aceita mais conexões',
};

/** The URL as it may be shown and logged: the password replaced by ***. */
export function withoutPassword(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

function reasonFor(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code && REASONS[code]) return REASONS[code];
  // pg says "timeout expired" / "Connection terminated due to connection timeout" without a code.
  if (/timeout/i.test(firstLineOf(error))) return REASONS.ETIMEDOUT ?? 'sem resposta';
  return firstLineOf(error);
}

/**
 * Connects once to DATABASE_URL before the migrations run, so that a wrong or unreachable
 * address stops the start with one line saying so (never the password), within 10 s.
 */
export async function assertDatabaseReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A refused connection also emits 'error'; the rejected connect() below reports it.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query(PROBE_SQL);
  } catch (error) {
    throw new StartUpError(`Não foi possível conectar ao banco de dados em ${withoutPassword(url)}: ${reasonFor(error)}. Verifique DATABASE_URL.`, { cause: error });
  } finally {
    await client.end().catch(() => {});
  }
}

/** How long /healthz waits for the database before answering 503. */
const HEALTH_CHECK_TIMEOUT_MS = 1_500;

/**
 * Whether the database answers `select 1` on a connection of its own within `timeoutMs`. Outside
 * the request pool on purpose: a full pool (requests queued behind a slow or vanished database)
 * would hold a health check up to the pool's 10 s connect timeout. Concurrent checks share one probe.
 */
export function createDatabaseProbe(url: string, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  const probe = async (): Promise<boolean> => {
    const client = new pg.Client({ connectionString: url, application_name: 'direto-healthz', connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
    // A refused or dropped connection also emits 'error'; the rejected promise below reports it.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(PROBE_SQL);
      return true;
    } catch {
      return false;
    } finally {
      void client.end().catch(() => {});
    }
  };
  return () => {
    inFlight ??= probe().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
