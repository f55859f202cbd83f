import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST a POS's webhook received, as it arrived (raw body: the signature is over it). */
interface ReceivedWebhook {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface WebhookListener {
  /** The webhook's URL (http on loopback: the tests run with OD_WEBHOOK_ALLOW_PRIVATE). */
  url: string;
  received: ReceivedWebhook[];
  /** The statuses of the next answers, in order; 204 once they are used up. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

/** A local stand-in for a POS's webhook endpoint (node:http): records each POST and answers as told. */
export async function startWebhookListener(): Promise<WebhookListener> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(statuses.shift() ?? 204);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/newEvent`,
    received,
    answerNext: (...next) => statuses.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
