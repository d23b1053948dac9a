/**
 * A TCP proxy in front of the PostgreSQL server that a test can take away (every connection cut, new
 * ones refused) and bring back on the same port: the database as the site sees it during a restart or
 * a network cut. A few lines of `net` do it; toxiproxy would need a binary this machine cannot fetch.
 * @example const proxy = await databaseProxy(new URL(process.env.DATABASE_URL!)); await proxy.stop();
 */
import net from 'node:net';

export interface DatabaseProxy {
  port: number;
  /** The URL of database `name` through the proxy. */
  urlOf(serverUrl: string, name: string): string;
  /** Cuts every connection and refuses new ones. */
  stop(): Promise<void>;
  /** Accepts connections again, on the same port. */
  start(): Promise<void>;
}

export async function databaseProxy(
  target: URL,
  options: { startStopped?: boolean } = {},
): Promise<DatabaseProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  if (options.startStopped) await stop();
  return {
    port,
    urlOf(serverUrl, name) {
      const url = new URL(serverUrl);
      url.host = `127.0.0.1:${port}`;
      url.pathname = `/${name}`;
      return url.href;
    },
    stop,
    start: () => listen(port),
  };
}
