import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

type CspConfig = Pick<Config, 'PUBLIC_URL' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_PUBLIC_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>;

/** A bucket name that S3 clients put in the host name (virtual-hosted style) rather than the path. */
const DNS_COMPATIBLE_BUCKET = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

/**
 * The origin browsers PUT uploaded images to when they go straight to an S3 bucket (presigned
 * URLs), or null when uploads go to this server. Mirrors how the AWS SDK builds the URL.
 */
export function s3UploadOrigin(config: CspConfig): string | null {
  if (!config.S3_BUCKET) return null;
  const endpoint = config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT;
  const base = new URL(endpoint ?? `https://s3.${config.S3_REGION}.amazonaws.com`);
  const isIpAddress = /^\d+\.\d+\.\d+\.\d+$|^\[/.test(base.hostname);
  if (!config.S3_FORCE_PATH_STYLE && DNS_COMPATIBLE_BUCKET.test(config.S3_BUCKET) && !isIpAddress) {
    base.hostname = `${config.S3_BUCKET}.${base.hostname}`;
  }
  return base.origin;
}

/**
 * The Content-Security-Policy of every response. The web app (Vite build) and the API docs
 * (swagger-ui-dist) load only files of this origin, with no inline script.
 */
export function contentSecurityPolicyDirectives(config: CspConfig): Record<string, string[]> {
  const uploadOrigin = s3UploadOrigin(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Radix dialogs and selects lock scrolling with a <style> element written at run time
    // (react-remove-scroll); its content varies, so no hash can allow it. Scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: are the previews of images chosen for upload (and swagger-ui's icons).
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(uploadOrigin ? [uploadOrigin] : [])],
    // browser-image-compression compresses in a worker started from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  if (config.PUBLIC_URL.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of every answer (lower-case names), for answers written without a reply (the menu cache). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** @fastify/helmet's options for this configuration. */
function helmetOptions(config: CspConfig): FastifyHelmetOptions {
  const https = config.PUBLIC_URL.startsWith('https://');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(config) },
    // HSTS only means something over https; sent over http it would only confuse a later https setup.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    frameguard: { action: 'deny' },
    // The browser default: same-origin requests keep the full URL, other sites see only the origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hidePoweredBy: true,
  };
}

/**
 * The headers @fastify/helmet writes with these options, worked out once by helmet itself on a
 * throwaway instance: helmet rebuilds its whole policy (CSP parsing included) on every request,
 * a fifth of the CPU of a cached menu read, and its answer never changes while the process runs.
 */
async function helmetHeaders(config: CspConfig): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(fastifyHelmet, helmetOptions(config));
    probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    return (await probe.inject({ method: 'GET', url: '/' })).json<Record<string, string>>();
  } finally {
    await probe.close();
  }
}

/** Helmet's headers on every response (errors and 404s included), plus a Permissions-Policy. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { config }: { config: CspConfig }) => {
  const headers: Readonly<Record<string, string>> = Object.freeze({ ...(await helmetHeaders(config)), 'permissions-policy': PERMISSIONS_POLICY });
  app.decorate('securityHeaders', headers);
  // A callback hook: no promise per request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
