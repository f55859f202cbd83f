import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

/** Every address a host name resolves to; tests point a name wherever they want. */
export type ResolveHost = (hostname: string) => Promise<readonly LookupAddress[]>;

const resolveWithSystemDns: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A push service's name resolved to an address off the public internet: no connection is made. */
class PushAddressRefused extends Error {
  readonly code = 'EPUSHADDRESS';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolve para ${address}, que não é um endereço público: o alerta não foi enviado.`);
  }
}

/**
 * How the server may reach a subscription's endpoint: `push-service` (https to an allow-listed
 * host, connected only at public addresses), `test-service` (a local stand-in the test
 * configuration named, as it is), or `refused` (never contacted).
 */
type PushEndpointKind = 'push-service' | 'test-service' | 'refused';

interface PushEndpointPolicyOptions {
  /** PUSH_ALLOWED_HOSTS: `name` or `*.domain`, with `:port` when it is not 443. */
  allowedHosts: readonly string[];
  /** PUSH_TEST_SERVICES: origins of local stand-in push services (tests only). */
  testServices?: readonly string[];
  resolveHost?: ResolveHost;
}

interface HostPattern {
  name: string;
  anySubdomain: boolean;
  port: number;
}

function parseHostPattern(pattern: string): HostPattern {
  const [host = '', port] = pattern.toLowerCase().split(':');
  const anySubdomain = host.startsWith('*.');
  return { name: anySubdomain ? host.slice(1) : host, anySubdomain, port: port ? Number(port) : 443 };
}

function matches(pattern: HostPattern, hostname: string, port: number): boolean {
  if (pattern.port !== port) return false;
  return pattern.anySubdomain ? hostname.endsWith(pattern.name) && hostname.length > pattern.name.length : hostname === pattern.name;
}

/**
 * Where the server may send Web Push alerts (issue 28: a subscription used to point it at any
 * address, its own network included). Checked when a browser subscribes and again at every send.
 */
export class PushEndpointPolicy {
  private readonly allowedHosts: readonly HostPattern[];
  private readonly testServices: ReadonlySet<string>;
  private readonly resolveHost: ResolveHost;

  constructor(options: PushEndpointPolicyOptions) {
    this.allowedHosts = options.allowedHosts.map(parseHostPattern);
    this.testServices = new Set(options.testServices ?? []);
    this.resolveHost = options.resolveHost ?? resolveWithSystemDns;
  }

  kindOf(endpoint: string): PushEndpointKind {
    if (!URL.canParse(endpoint)) return 'refused';
    const url = new URL(endpoint);
    if (url.username || url.password) return 'refused';
    if (this.testServices.has(url.origin)) return 'test-service';
    // An IP literal is never a push service's name (and a connection to one skips `lookup`).
    if (url.protocol !== 'https:' || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return 'refused';
    const port = url.port ? Number(url.port) : 443;
    return this.allowedHosts.some((pattern) => matches(pattern, url.hostname, port)) ? 'push-service' : 'refused';
  }

  /**
   * When a browser subscribes: the endpoint is allowed and its name resolves to public addresses
   * only. A name that does not resolve right now is accepted — a push service briefly out of DNS
   * must not stop an owner turning alerts on; every send checks the addresses again anyway.
   */
  async accepts(endpoint: string): Promise<boolean> {
    const kind = this.kindOf(endpoint);
    if (kind !== 'push-service') return kind === 'test-service';
    const addresses = await this.resolveHost(new URL(endpoint).hostname).catch(() => []);
    return addresses.every((entry) => isPublicAddress(entry.address));
  }

  /**
   * The `lookup` of every connection to a push service: it resolves the name once and refuses
   * when any address is not public, so the connection goes to exactly the address that was
   * checked — a DNS answer that changes between a check and the connection (rebinding) cannot
   * slip an internal address in.
   */
  readonly lookupPublicAddress: LookupFunction = (hostname, options, callback) => {
    this.resolveHost(hostname).then(
      (addresses) => {
        const [first] = addresses;
        const refused = first ? addresses.find((entry) => !isPublicAddress(entry.address))?.address : 'nenhum endereço';
        if (!first || refused !== undefined) callback(new PushAddressRefused(hostname, refused ?? ''), '', 0);
        else if (options.all) callback(null, [...addresses]);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
