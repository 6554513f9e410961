// The client against a loopback server that misbehaves in ways the simulator does not: it quotes the token
// it was sent, streams answers far larger than any OneMap answer, or asks for absurd waits.
import * as assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, test } from 'node:test';
import { OneMapClient, type OneMapError } from '../../../src/onemap';
import { MAX_RESPONSE_BYTES } from '../../../src/onemap/http';
import { MemoryStore } from './simulatedClient';

const POINT = { latitude: 1.3, longitude: 103.8 };
const MB = 1024 * 1024;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
/** Each request's path, and how many body bytes the server got out before the answer ended or was hung up on. */
let served: { path: string; bytesSent: number; finished: Promise<void> }[];

before(async () => {
  server = createServer((request, response) => {
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const entry = { path: request.url ?? '', bytesSent: 0, finished };
    served.push(entry);
    const write = response.write.bind(response) as (chunk: Buffer) => boolean;
    response.write = ((chunk: Buffer) => {
      entry.bytesSent += chunk.length;
      return write(chunk);
    }) as typeof response.write;
    response.on('close', done);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  served = [];
});
after(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A client signed in with a token from its token store, as after a restart: no token request is sent. */
function storedTokenClient(token: string, logs: string[] = []): OneMapClient {
  return new OneMapClient({
    baseUrl,
    credentials: async () => ({ email: 'demo@onemap.test', password: 'not-used-here' }),
    tokenStore: new MemoryStore({ token, expiresAt: Date.now() + 24 * 3600_000 }),
    sleep: async () => undefined,
    log: (level, message) => logs.push(`${level}: ${message}`),
  });
}

/** Streams `total` bytes in 64 kB chunks, honouring back-pressure so that a reader who stops stops the writer. */
function streamBody(response: ServerResponse, status: number, total: number, contentLength: boolean): void {
  response.writeHead(status, { 'content-type': 'application/json', ...(contentLength ? { 'content-length': total } : {}) });
  const chunk = Buffer.alloc(64 * 1024, 'x'.charCodeAt(0));
  let sent = 0;
  const pump = (): void => {
    while (sent < total && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', pump);
        return;
      }
    }
    if (!response.destroyed) response.end();
  };
  pump();
}

test('a token loaded from the token store is redacted when the server quotes it, in the log and the error', async () => {
  // Not JWT-shaped, so only knowing the token (not its shape) can remove it.
  const token = randomBytes(24).toString('hex');
  handler = (request, response) => {
    const sent = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: `Token ${sent} is not accepted here.` }));
  };
  const logs: string[] = [];
  const client = storedTokenClient(token, logs);
  try {
    await assert.rejects(client.convert('4326to3414', POINT), (error: OneMapError) => {
      assert.equal(error.kind, 'bad-request');
      assert.ok(!error.message.includes(token) && !(error.serverMessage ?? '').includes(token), error.message);
      assert.match(error.serverMessage ?? '', /Token \[redacted\] is not accepted here/);
      return true;
    });
    assert.equal(served.length, 1, 'the stored token was sent, no new one fetched');
    assert.ok(logs.some((line) => line.includes('[redacted] is not accepted')), logs.join('\n'));
    for (const line of logs) assert.ok(!line.includes(token), `the token leaked into: ${line}`);
  } finally {
    await client.close();
  }
});

test('the size cap leaves room for the largest route answers', () => {
  assert.ok(MAX_RESPONSE_BYTES >= 4 * MB && MAX_RESPONSE_BYTES <= 16 * MB, `${MAX_RESPONSE_BYTES} bytes`);
});

for (const contentLength of [false, true]) {
  const how = contentLength ? 'declared in Content-Length' : 'streamed without a length';
  test(`a 100 MB answer (${how}) is refused in user terms, and reading stops at the cap`, async () => {
    handler = (_request, response) => streamBody(response, 200, 100 * MB, contentLength);
    const client = storedTokenClient(randomBytes(8).toString('hex'));
    try {
      await assert.rejects(client.convert('4326to3414', POINT), (error: OneMapError) => {
        assert.equal(error.kind, 'malformed-response');
        assert.match(error.message, /^OneMap's answer was larger than 8 MB/);
        return true;
      });
      await served[0]!.finished;
      // Loopback socket buffers hold what the client never read (Linux lets them grow to 4 MB sending and
      // 32 MB receiving, net.ipv4.tcp_wmem/tcp_rmem); the rest of the 100 MB was never sent.
      assert.ok(served[0]!.bytesSent < MAX_RESPONSE_BYTES + 48 * MB, `${served[0]!.bytesSent} bytes sent`);
    } finally {
      await client.close();
    }
  });
}

test('an over-size 5xx answer is not downloaded again: no retry', async () => {
  handler = (_request, response) => streamBody(response, 503, 50 * MB, false);
  const client = storedTokenClient(randomBytes(8).toString('hex'));
  try {
    await assert.rejects(client.convert('4326to3414', POINT), (error: OneMapError) => error.kind === 'malformed-response');
    assert.equal(served.length, 1, 'one request only');
  } finally {
    await client.close();
  }
});

test('an answer just under the cap is still read', async () => {
  const padding = 'x'.repeat(MAX_RESPONSE_BYTES - 100);
  handler = (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ latitude: 1.3, longitude: 103.8, padding }));
  };
  const client = storedTokenClient(randomBytes(8).toString('hex'));
  try {
    const point = await client.convert('3414to4326', { X: 28983.788, Y: 33554.5 });
    assert.equal(point.latitude, 1.3);
  } finally {
    await client.close();
  }
});

test('a 429 asking for an absurd wait says a readable one', async () => {
  for (const [retryAfter, wait] of [
    ['99999999999999999999', '24 h'],
    ['Fri, 31 Dec 9999 23:59:59 GMT', '24 h'],
    ['-5', 'Wait a minute'],
    ['soon', 'Wait a minute'],
  ] as const) {
    handler = (_request, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': retryAfter });
      response.end(JSON.stringify({ error: 'API limit(s) exceeded.' }));
    };
    const client = storedTokenClient(randomBytes(8).toString('hex'), []);
    try {
      await assert.rejects(client.convert('4326to3414', POINT), (error: OneMapError) => {
        assert.equal(error.kind, 'rate-limit');
        assert.ok(error.message.includes(wait), `${retryAfter}: ${error.message}`);
        return true;
      });
    } finally {
      await client.close();
    }
  }
});
