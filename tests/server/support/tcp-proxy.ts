import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can cut and restore: the database "goes down"
 * for the app (connections reset, new ones refused) while the test still reaches it directly.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  /** What the app sent while hanging, per upstream socket: relayed on `resume`. */
  const held: Array<{ upstream: Socket; chunk: Buffer }> = [];
  const waitingForHeld = new Set<{ sent: (text: string) => boolean; wake: () => void }>();
  let hanging = false;
  let server: Server | undefined;
  let listening = false;
  let port = 0;
  const hold = (upstream: Socket, chunk: Buffer) => {
    held.push({ upstream, chunk });
    for (const waiter of waitingForHeld) if (heldMatches(waiter.sent)) waiter.wake();
  };
  const heldMatches = (sent: (text: string) => boolean) => sent(Buffer.concat(held.map(({ chunk }) => chunk)).toString('latin1'));
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (listening) return resolve();
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        // Held, not relayed, while hanging: queries and new connections wait the way they do on an
        // unresponsive database, and the test learns that the app's bytes reached it.
        client.on('data', (chunk: Buffer) => (hanging ? hold(upstream, chunk) : upstream.write(chunk)));
        client.on('end', () => upstream.end());
        upstream.pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        port = typeof address === 'object' && address !== null ? address.port : 0;
        listening = true;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** Closes every connection and refuses new ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        if (!listening) return resolve();
        listening = false;
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
    /** Stops relaying what the app sends (queries and new connections hang) until `resume`. */
    hang: () => {
      hanging = true;
    },
    /**
     * Resolves once the app has sent, while hanging, bytes that `sent` recognises (say, a query's
     * parameter): that query has reached the database.
     */
    reached: (sent: (text: string) => boolean) =>
      new Promise<void>((resolve) => {
        if (heldMatches(sent)) return resolve();
        const waiter = {
          sent,
          wake: () => {
            waitingForHeld.delete(waiter);
            resolve();
          },
        };
        waitingForHeld.add(waiter);
      }),
    /** Relays what was held and what comes next. */
    resume: () => {
      hanging = false;
      for (const { upstream, chunk } of held.splice(0)) if (!upstream.destroyed) upstream.write(chunk);
    },
    /** Accepts connections again, on the same port. */
    restore: listen,
  };
}
