import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can cut and restore: the database "goes down"
 * for the app (connections reset, new ones refused) while the test still reaches it directly.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  /** App-side sockets: paused, they hold queries the way an unresponsive database does. */
  const clients = new Set<Socket>();
  let hanging = false;
  let server: Server | undefined;
  let listening = false;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (listening) return resolve();
      server = createServer((client) => {
        clients.add(client);
        client.on('close', () => clients.delete(client));
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        if (hanging) client.pause(); // after pipe(), which resumes its source
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
      for (const client of clients) client.pause();
    },
    resume: () => {
      hanging = false;
      for (const client of clients) client.resume();
    },
    /** Accepts connections again, on the same port. */
    restore: listen,
  };
}
