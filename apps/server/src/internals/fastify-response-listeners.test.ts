import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { FASTIFY_RESPONSE_LISTENER, releaseFastifyResponseListeners } from './fastify-response-listeners';

// The live route drops Fastify's per-response listeners by name, so that an open stream does not
// keep its request and reply (issue 37): a Fastify that renames them would quietly keep them again.
it('finds Fastify’s response listener under the name the live route removes, and removes only it', async () => {
  const app = Fastify({ logger: { level: 'warn' } });
  let before: string[] = [];
  let after: string[] = [];
  app.get('/', async (_request, reply) => {
    before = reply.raw.listeners('finish').map((listener) => listener.name);
    releaseFastifyResponseListeners(reply.raw);
    after = reply.raw.listeners('finish').map((listener) => listener.name);
    return 'ok';
  });
  const res = await app.inject('/');
  await app.close();
  expect(res.body).toBe('ok');
  expect(before).toContain(FASTIFY_RESPONSE_LISTENER);
  expect(after).not.toContain(FASTIFY_RESPONSE_LISTENER);
  expect(after.length).toBe(before.length - before.filter((name) => name === FASTIFY_RESPONSE_LISTENER).length);
});
