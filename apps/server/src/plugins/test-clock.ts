import type { FastifyInstance } from 'fastify';
import { now, setClockTo } from '@direto/api';
import { z } from 'zod';

const bodySchema = z.object({ at: z.iso.datetime({ offset: true }).nullable() });

/**
 * Test-only (DIRETO_TEST_CLOCK=1, refused in production; app.ts registers it only then):
 * `POST /__test/clock { at }` makes the server's clock answer `at` from now on (time keeps
 * running), `{ at: null }` puts the real time back, and sends the reminders then due. Browser
 * tests of opening hours and scheduled orders use it.
 */
export async function testClockRoutes(app: FastifyInstance): Promise<void> {
  app.post('/__test/clock', async (request, reply) => {
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ message: 'Envie { "at": "<instante ISO>" } ou { "at": null }' });
    setClockTo(parsed.data.at ? new Date(parsed.data.at) : null);
    // Time jumped: the scheduled-order reminders now due go out at once, not at the next tick.
    await app.scheduledReminders.tick();
    return { now: now().toISOString(), at: parsed.data.at };
  });
}
