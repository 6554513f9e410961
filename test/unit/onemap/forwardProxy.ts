// A tiny HTTP forward proxy on loopback that counts what it forwards: CONNECT tunnels (how undici reaches
// any origin through a proxy) and plain absolute-URL requests.
import * as http from 'node:http';
import * as net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ForwardProxy {
  url: string;
  /** Tunnels opened plus requests relayed. */
  forwarded: number;
  close(): Promise<void>;
}

export async function startForwardProxy(): Promise<ForwardProxy> {
  const sockets = new Set<net.Socket>();
  const proxy: ForwardProxy = { url: '', forwarded: 0, close: async () => undefined };
  const server = http.createServer((req, res) => {
    proxy.forwarded++;
    const target = new URL(req.url ?? '/');
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    proxy.forwarded++;
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return proxy;
}
