// Serves the map app as VS Code would show it: the page from renderWebviewHtml with its CSP, the bundle
// (dist/webview), placeholder tiles and the logo, all from 127.0.0.1.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { renderWebviewHtml } from '../../src/map/webviewHtml';
import { repoRoot } from '../unit/repoRoot';
import { logoPng, tilePng } from './pngs';

// The page's own script and styles are written into it: only the script it loads later is a file.
const BUNDLE_FILES: Record<string, string> = {
  'placeInput.js': 'text/javascript',
};

export class PageServer {
  readonly tileRequests: string[] = [];
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<PageServer> {
    const dist = path.join(repoRoot, 'dist', 'webview');
    let origin = '';
    // Assigned once the server that refers to it exists.
    // eslint-disable-next-line prefer-const
    let self: PageServer | undefined;
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', origin);
      const send = (status: number, type: string, body: string | Buffer): void => {
        response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
        response.end(body);
      };
      if (url.pathname === '/') {
        const html = renderWebviewHtml({
          cspSource: origin,
          nonce: 'dGVzdC1ub25jZS1mb3ItdGhlLXBhZ2U=',
          script: readFileSync(path.join(dist, 'main.js'), 'utf8'),
          styles: ['leaflet.css', 'main.css'].map((file) => readFileSync(path.join(dist, file), 'utf8')),
          placeInputUri: `${origin}/dist/placeInput.js`,
          tileOrigin: origin,
          logoOrigin: origin,
        });
        return send(200, 'text/html; charset=utf-8', html);
      }
      const file = /^\/dist\/([\w.]+)$/.exec(url.pathname)?.[1];
      if (file && BUNDLE_FILES[file]) return send(200, BUNDLE_FILES[file]!, readFileSync(path.join(dist, file)));
      const tile = /^\/tiles\/(\w+)\/\d+\/\d+\/\d+\.png$/.exec(url.pathname);
      if (tile) {
        self?.tileRequests.push(url.pathname);
        return send(200, 'image/png', tilePng(tile[1]!));
      }
      if (url.pathname === '/logo.png') return send(200, 'image/png', logoPng);
      send(404, 'text/plain', 'not here');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    self = new PageServer(server, origin);
    return self;
  }

  /** Tiles that load; `missing` gives a template whose every tile is a 404. */
  tileTemplate(kind: 'tiles' | 'missing' = 'tiles'): string {
    return `${this.origin}/${kind}/{style}/{z}/{x}/{y}.png`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
