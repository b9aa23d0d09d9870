/**
 * The phone's link to the server, as a TCP relay a test can break the way phones' links break:
 * 'up' passes everything; 'down' resets every connection (no signal, a dead bundle); 'hang'
 * accepts connections and passes nothing (a captive portal that never answers, lie-fi). Neither
 * tells the browser: `navigator.onLine` stays true, as on a phone. Breaking the link also cuts
 * the connections the browser keeps open, so no request slips through an old socket.
 */
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type LinkState = 'up' | 'down' | 'hang';

export type Link = {
  /** http://127.0.0.1:{port} of the relay */
  url: string;
  set(state: LinkState): void;
  close(): Promise<void>;
};

export async function startLink(targetPort: number): Promise<Link> {
  let state: LinkState = 'up';
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const relay = createServer((client) => {
    track(client);
    if (state === 'down') return void client.resetAndDestroy();
    if (state === 'hang') return; // accepted, read, never answered
    const server = connect(targetPort, '127.0.0.1');
    track(server);
    server.on('close', () => client.destroy());
    client.on('close', () => server.destroy());
    client.pipe(server).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set(next) {
      if (next !== 'up') for (const socket of open) socket.destroy();
      state = next;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}
