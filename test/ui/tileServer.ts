// Basemap tiles for the UI tests from a tiny local server: 256-pixel placeholders in each style's ground
// colour (test/webview/pngs.ts), and a log of what was asked.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tilePng } from '../webview/pngs';

export interface TileServer {
  template: string;
  requests: string[];
  close(): Promise<void>;
}

/** 256-pixel placeholder tiles in each style's ground colour with a faint grid (test/webview/pngs.ts). */
export async function startTileServer(): Promise<TileServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const match = /^\/(\w+)\/\d+\/\d+\/\d+\.png$/.exec(request.url ?? '');
    requests.push(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    response.end(tilePng(match[1]!));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{style}/{z}/{x}/{y}.png`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
