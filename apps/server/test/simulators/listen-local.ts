import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts a simulator's server on a free port of 127.0.0.1 and answers its base address. */
export async function listenLocal(server: http.Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
