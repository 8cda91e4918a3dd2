import { AddressInfo, createServer } from 'net';

/** A TCP port on the loopback interface that nothing listens on now, for a process a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}
