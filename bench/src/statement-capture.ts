import net from 'node:net';

/** One statement a client sent: its SQL and its parameters as sent (text, or bytes for a binary one). */
export interface CapturedStatement {
  text: string;
  values: (string | Buffer | null)[];
  /** Sent as a named prepared statement (planned once per connection, then possibly generically), not an unnamed one (planned each time). */
  prepared: boolean;
}

export interface StatementCapture {
  /** postgres://… through the proxy (same user, password and database as the real one). */
  url: string;
  /** Records, in arrival order, every statement any connection executes while `work` runs. */
  record(work: () => Promise<unknown>): Promise<CapturedStatement[]>;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/**
 * A TCP proxy between a client (the app server) and PostgreSQL that reads the client's side of
 * the wire protocol: Parse (statement name → SQL), Bind (statement + parameters) and simple
 * Query. It lets the bench run the very statements one request of the app sent, bare through
 * `pg`, without knowing how the app builds them. Everything else passes through untouched.
 */
export async function startStatementCapture(databaseUrl: string): Promise<StatementCapture> {
  const target = new URL(databaseUrl);
  let recording: CapturedStatement[] | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    const statements = new Map<string, string>();
    let buffer = Buffer.alloc(0);
    // The startup message (and an SSL/GSS request before it) has no type byte.
    let untyped = true;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (untyped) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          untyped = code === SSL_REQUEST || code === GSS_REQUEST;
          buffer = buffer.subarray(length);
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        const type = String.fromCharCode(buffer[0] ?? 0);
        read(type, buffer.subarray(5, 1 + length), statements);
        buffer = buffer.subarray(1 + length);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });

  function read(type: string, body: Buffer, statements: Map<string, string>): void {
    let at = 0;
    const cstring = () => {
      const stop = body.indexOf(0, at);
      const text = body.toString('utf8', at, stop);
      at = stop + 1;
      return text;
    };
    if (type === 'P') {
      const name = cstring();
      statements.set(name, cstring());
    } else if (type === 'B' && recording) {
      cstring(); // portal
      const name = cstring();
      const text = statements.get(name) ?? '';
      const formats = Array.from({ length: body.readInt16BE(at) }, (_, index) => body.readInt16BE(at + 2 + index * 2));
      at += 2 + formats.length * 2;
      const count = body.readInt16BE(at);
      at += 2;
      const values: CapturedStatement['values'] = [];
      for (let index = 0; index < count; index++) {
        const length = body.readInt32BE(at);
        at += 4;
        if (length < 0) {
          values.push(null);
          continue;
        }
        const bytes = body.subarray(at, at + length);
        at += length;
        const binary = (formats.length === 1 ? formats[0] : formats[index]) === 1;
        values.push(binary ? Buffer.from(bytes) : bytes.toString('utf8'));
      }
      recording.push({ text, values, prepared: name !== '' });
    } else if (type === 'Q' && recording) {
      recording.push({ text: cstring(), values: [], prepared: false });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.port = String(address.port);
  url.hostname = '127.0.0.1';
  return {
    url: url.toString(),
    async record(work) {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
