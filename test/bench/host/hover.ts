// Benchmark, not a test: the coordinate hover on a 100 000-line file in a real VS Code extension host,
// through VS Code's own hover request (vscode.executeHoverProvider), as a ratio to the same hover on a
// 10-line file timed in the same run. The hover reads only a few lines around the cursor, so the ratio
// should stay near 1; a figure, never asserted. What is asserted is that each hover is the real one (the
// pair in the other systems, signed out) and that no request leaves the extension.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as vscode from 'vscode';
import { formatFixed } from '../../../src/shared/coords/format';
import { transformPoint } from '../../../src/shared/coords/transform';
import { untitledEditor } from './untitled';

const LARGE = 100_000;
const SMALL = 10;
const ROUNDS = 30;

interface Row {
  line: number;
  lat: string;
  lon: string;
  x: string;
  y: string;
  /** Where the WGS84 and the SVY21 pair begin on the line. */
  wgs84At: number;
  svy21At: number;
}

/**
 * A survey export with each point in both systems, "id,lat,lon,svy21_x,svy21_y", as Singapore data sets
 * often come. X, Y are written as the extension writes SVY21, so the hover over lat, lon must show them.
 */
function table(lines: number): { content: string; rows: Row[] } {
  const texts = ['id,lat,lon,svy21_x,svy21_y'];
  const rows: Row[] = [];
  for (let i = 0; i < lines - 1; i++) {
    const lat = (1.25 + ((i * 7919) % 20_000) / 100_000).toFixed(7);
    const lon = (103.65 + ((i * 104_729) % 30_000) / 100_000).toFixed(7);
    const [east, north] = transformPoint('EPSG:4326', 'EPSG:3414', Number(lon), Number(lat));
    const x = formatFixed(east, 3);
    const y = formatFixed(north, 3);
    const id = String(i + 1);
    rows.push({ line: i + 1, lat, lon, x, y, wgs84At: id.length + 1, svy21At: id.length + lat.length + lon.length + 3 });
    texts.push(`${id},${lat},${lon},${x},${y}`);
  }
  return { content: texts.join('\n') + '\n', rows };
}

/** Our hover's Markdown at `position` ('' when none of the hovers is ours), and how long VS Code took. */
async function hoverAt(uri: vscode.Uri, position: vscode.Position): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, position);
  const ms = performance.now() - started;
  const texts = hovers.flatMap((hover) => hover.contents.map((c) => (typeof c === 'string' ? c : c.value)));
  return { ms, text: texts.find((text) => text.includes('**OneMap**')) ?? '' };
}

function numbersAfter(text: string, label: string): [number, number] | undefined {
  const match = new RegExp(`${label.replace(/[()]/g, '\\$&')}: \`(-?[\\d.]+), (-?[\\d.]+)\``).exec(text);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/**
 * Throws unless the hover shows the row's point in the other two systems and the signed-out line (the
 * proof no lookup was started). SVY21 is compared as written; WGS84 back from millimetres to 2e-7°.
 */
function checkHover(text: string, row: Row, over: 'wgs84' | 'svy21', where: string): void {
  const fail = (why: string) => new Error(`hover ${where}: ${why}\n${text || '(no OneMap hover)'}`);
  if (!/Web Mercator \(X, Y\): `\d+\.\d{3}, \d+\.\d{3}`/.test(text)) throw fail('no Web Mercator pair');
  if (!text.includes('Sign in to OneMap')) throw fail('not the signed-out hover');
  if (over === 'wgs84') {
    if (!text.includes('**OneMap** · WGS84 (EPSG:4326)')) throw fail('not read as WGS84');
    if (!text.includes(`SVY21 (X, Y): \`${row.x}, ${row.y}\``)) throw fail(`SVY21 is not ${row.x}, ${row.y}`);
  } else {
    if (!text.includes('**OneMap** · SVY21 (EPSG:3414)')) throw fail('not read as SVY21');
    const shown = numbersAfter(text, 'WGS84 (lat, lon)');
    const near = shown && Math.abs(shown[0] - Number(row.lat)) <= 2e-7 && Math.abs(shown[1] - Number(row.lon)) <= 2e-7;
    if (!near) throw fail(`WGS84 is not ${row.lat}, ${row.lon}`);
  }
}

/** A stand-in for OneMap that only counts: the extension is pointed at it, so any request would show. */
async function countingServer(): Promise<{ server: Server; url: string; requests: () => number; reset: () => void }> {
  let count = 0;
  const server = createServer((_request, response) => {
    count++;
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, requests: () => count, reset: () => (count = 0) };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function closeDocument(document: vscode.TextDocument): Promise<void> {
  await vscode.window.showTextDocument(document);
  await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
}

export async function hoverBench(): Promise<void> {
  const onemap = () => vscode.workspace.getConfiguration('onemap');
  const counter = await countingServer();
  await onemap().update('baseUrl', counter.url, vscode.ConfigurationTarget.Global);
  const large = table(LARGE);
  const small = table(SMALL);
  const opened: vscode.TextDocument[] = [];
  try {
    // Both in editors, as a hover always is, each in a column of its own so neither is hidden.
    const smallDocument = (await untitledEditor(small.content, 'csv', vscode.ViewColumn.Two)).document;
    opened.push(smallDocument);
    const bigDocument = (await untitledEditor(large.content, 'csv', vscode.ViewColumn.One)).document;
    opened.push(bigDocument);
    await vscode.commands.executeCommand('onemap.signOut');
    const status = await vscode.commands.executeCommand<{ email?: string }>('onemap.accountStatus');
    if (status?.email !== undefined) throw new Error(`still signed in as ${status.email} after onemap.signOut`);
    counter.reset();

    const hover = async (document: vscode.TextDocument, row: Row, over: 'wgs84' | 'svy21'): Promise<number> => {
      // Inside the number rather than on its first digit: where a pointer lands.
      const position = new vscode.Position(row.line, (over === 'wgs84' ? row.wgs84At : row.svy21At) + 3);
      const { ms, text } = await hoverAt(document.uri, position);
      checkHover(text, row, over, `${document.lineCount}-line file, line ${row.line + 1}`);
      return ms;
    };
    // The first hover loads the coordinate engine: reported, not counted, and one on each file before timing.
    const first = await hover(bigDocument, large.rows[LARGE / 2]!, 'wgs84');
    await hover(smallDocument, small.rows[0]!, 'wgs84');

    const big: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Lines spread around the middle, and both kinds of pair; the 10-line file gets the same kinds, and
      // which file goes first alternates, so drift in the host weighs on both alike.
      const over = i % 2 === 0 ? 'wgs84' : 'svy21';
      const bigRow = large.rows[LARGE / 2 + (i - ROUNDS / 2) * 97]!;
      const smallRow = small.rows[i % small.rows.length]!;
      if (i % 4 < 2) {
        big.push(await hover(bigDocument, bigRow, over));
        baseline.push(await hover(smallDocument, smallRow, over));
      } else {
        baseline.push(await hover(smallDocument, smallRow, over));
        big.push(await hover(bigDocument, bigRow, over));
      }
    }
    if (counter.requests() > 0) throw new Error(`${counter.requests()} request(s) reached OneMap's address while signed out`);

    const bigMedian = median(big);
    const smallMedian = median(baseline);
    const spread = (values: readonly number[]) => `min ${Math.min(...values).toFixed(2)}, max ${Math.max(...values).toFixed(2)}`;
    console.log(
      `host: hover (vscode.executeHoverProvider), signed out, 0 requests; ${ROUNDS} hovers on each file, WGS84 and SVY21 ` +
        `pairs in turn; first hover ${first.toFixed(1)} ms (loads the engine)`,
    );
    console.log(
      `host: hover on the ${LARGE.toLocaleString('en-SG')}-line file (${(large.content.length / 1e6).toFixed(1)} MB) ` +
        `median ${bigMedian.toFixed(2)} ms (${spread(big)}); on the ${SMALL}-line file (baseline) median ` +
        `${smallMedian.toFixed(2)} ms (${spread(baseline)}); ratio ${(bigMedian / smallMedian).toFixed(2)} (1: length costs nothing)`,
    );
  } finally {
    for (const document of opened) await closeDocument(document);
    await onemap().update('baseUrl', undefined, vscode.ConfigurationTarget.Global);
    await new Promise<void>((resolve) => counter.server.close(() => resolve()));
  }
}
