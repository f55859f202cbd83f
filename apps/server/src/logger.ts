import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { createRequire } from 'node:module';
import type PinoPretty from 'pino-pretty';
import type { Config } from './config';
import { redactRequestUrl } from './request-log-redaction';

/** Fastify's own `req` serializer, with the URL's secrets (link tokens, ?token=...) hidden. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactRequestUrl(request.url),
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The process's logger: JSON lines in production, short readable lines in development, silent in
 * tests. In development pino-pretty runs in this thread and writes synchronously, so whatever
 * main.ts prints once started (the banner) comes after every start-up log line. `destination`
 * (default stdout) lets tests read what is written. pino-pretty (~1 MB) is loaded in development only.
 */
export function createLogger(config: Config, destination?: DestinationStream): FastifyBaseLogger {
  if (config.NODE_ENV === 'test') return pino({ level: 'silent' });
  const options = { level: config.LOG_LEVEL, serializers: { req: serializeRequest } };
  if (config.NODE_ENV === 'development') {
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
    return pino(options, pretty({ sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true, destination }));
  }
  return destination ? pino(options, destination) : pino(options);
}

/** Fastify's request log lines, with the URL's secrets hidden where a line writes the URL itself. */
class RedactedRequestLog extends LogController {
  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${redactRequestUrl(request.url)} not found`);
  }
}

/**
 * Development: one line per request ("GET /api/restaurants → 200 (12 ms)") instead of Fastify's
 * two entries ("incoming request", "request completed") of several lines each. Production keeps
 * Fastify's structured entries.
 */
class OneLineRequestLog extends RedactedRequestLog {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${redactRequestUrl(request.url)} → ${reply.statusCode} (${Math.round(reply.elapsedTime)} ms)`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

export function requestLogController(config: Config): LogController {
  return config.NODE_ENV === 'development' ? new OneLineRequestLog() : new RedactedRequestLog();
}
