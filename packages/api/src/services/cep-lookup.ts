import type { EntityManager } from '@mikro-orm/postgresql';
import type { CepLookup } from '@direto/contracts';
import { CepCache, queries } from '@direto/db';
import { now } from '../clock';
import { AppError, notFound, serviceUnavailable } from '../errors';
import { minutesText, takeHit } from './rate-limit';

/** ViaCEP's JSON endpoint; CEP_LOOKUP_URL replaces it ({cep} is where the 8 digits go). */
const DEFAULT_CEP_LOOKUP_URL = 'https://viacep.com.br/ws/{cep}/json/';
const CEP_LOOKUP_TIMEOUT_MS = 3000;
const CEP_NOT_FOUND = 'CEP não encontrado';
const CEP_UNAVAILABLE = 'A busca de CEP está indisponível agora. Preencha o endereço à mão.';
/** When a call that looks a CEP up answers 503 (its OpenAPI 503 response says so). */
export const CEP_PROVIDER_DOWN = `Provedor de CEP fora do ar ou sem resposta em ${CEP_LOOKUP_TIMEOUT_MS / 1000} s ("${CEP_UNAVAILABLE}").`;
/** Lookups per IP per minute: typing a CEP is one lookup; a script walking CEPs is not a customer. */
const CEP_LOOKUPS_PER_MINUTE = 30;

/** Read at call time so that the server's environment (and a test's stub provider) decides. */
const lookupUrl = (cep: string) => (process.env.CEP_LOOKUP_URL || DEFAULT_CEP_LOOKUP_URL).replace('{cep}', cep);

/** ViaCEP's answer (other providers that speak its format work too). */
interface ViaCepAnswer {
  erro?: boolean | string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
}

/**
 * GET /api/cep/{cep}: the street, bairro, city and UF of a CEP (8 digits). Cached in PostgreSQL,
 * so each CEP reaches the provider once; an unknown CEP is 404, a provider that fails or takes
 * more than 3 s is 503 (the form stays fillable by hand). Rate-limited per IP.
 */
export async function lookupCep(em: EntityManager, ip: string, cep: string): Promise<CepLookup> {
  await takeHit(em, [{ key: `cep:ip:${ip}`, max: CEP_LOOKUPS_PER_MINUTE, windowMs: 60_000 }], (minutes) => `Muitas buscas de CEP. Tente novamente em ${minutesText(minutes)}.`);
  const cached = await em.findOne(CepCache, cep);
  if (cached) return { cep, street: cached.street, district: cached.district, city: cached.city, state: cached.state };
  const found = await askProvider(cep);
  await queries(em)
    .insertInto('cep_cache')
    .values({ cep, street: found.street, district: found.district, city: found.city, state: found.state, fetched_at: now() })
    .onConflict((conflict) => conflict.column('cep').doNothing())
    .execute();
  return found;
}

async function askProvider(cep: string): Promise<CepLookup> {
  let answer: ViaCepAnswer;
  try {
    const response = await fetch(lookupUrl(cep), { signal: AbortSignal.timeout(CEP_LOOKUP_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (response.status === 404) throw notFound(CEP_NOT_FOUND);
    if (!response.ok) throw serviceUnavailable(CEP_UNAVAILABLE);
    answer = (await response.json()) as ViaCepAnswer;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw serviceUnavailable(CEP_UNAVAILABLE);
  }
  // ViaCEP answers 200 { "erro": true } for a CEP that does not exist.
  if (answer.erro === true || answer.erro === 'true' || !answer.localidade || !answer.uf) throw notFound(CEP_NOT_FOUND);
  return {
    cep,
    street: (answer.logradouro ?? '').slice(0, 120),
    district: (answer.bairro ?? '').slice(0, 80),
    city: answer.localidade.slice(0, 80),
    state: answer.uf.slice(0, 2).toUpperCase(),
  };
}
