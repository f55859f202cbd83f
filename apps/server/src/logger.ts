import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

/**
 * The process's logger: JSON lines in production, short readable lines in development, silent in
 * tests. In development pino-pretty runs in this thread and writes synchronously, so whatever
 * main.ts prints once started (the banner) comes after every start-up log line.
 */
export function createLogger(config: Config): FastifyBaseLogger {
  if (config.NODE_ENV === 'test') return pino({ level: 'silent' });
  if (config.NODE_ENV === 'development') {
    return pino(
      { level: config.LOG_LEVEL },
      pretty({ sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true }),
    );
  }
  return pino({ level: config.LOG_LEVEL });
}

/**
 * Development: one line per request ("GET /api/restaurants → 200 (12 ms)") instead of Fastify's
 * two entries ("incoming request", "request completed") of several lines each. Production keeps
 * Fastify's structured entries.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${request.url} → ${reply.statusCode} (${Math.round(reply.elapsedTime)} ms)`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

export function requestLogController(config: Config): LogController | undefined {
  return config.NODE_ENV === 'development' ? new OneLineRequestLog() : undefined;
}
