// The size cap at its exact edge, against a loopback server: an answer of exactly the cap is read whole, one
// byte more is refused, whether the size is declared up front or only found while reading; the refusal says
// the cap in megabytes.
import * as assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { Agent } from 'undici';
import { OneMapError } from '../../../src/onemap/errors';
import { DEFAULT_TIMEOUTS } from '../../../src/onemap/dispatcher';
import { sendRequest } from '../../../src/onemap/http';

let server: Server;
let origin: string;
const dispatcher = new Agent();

// /declared/N answers N bytes with a Content-Length; /streamed/N the same in three chunks, without one.
before(async () => {
  server = createServer((request, response) => {
    const [, how, size] = (request.url ?? '').split('/');
    const body = Buffer.alloc(Number(size), 'x');
    if (how === 'declared') {
      response.writeHead(200, { 'content-length': body.length, 'x-onemap': ['one', 'two'] });
      response.end(body);
      return;
    }
    response.writeHead(200, { 'transfer-encoding': 'chunked' });
    const third = Math.ceil(body.length / 3);
    response.write(body.subarray(0, third));
    response.write(body.subarray(third, 2 * third));
    response.end(body.subarray(2 * third));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  await dispatcher.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = (path: string, maxBytes?: number) =>
  sendRequest(dispatcher, { method: 'GET', url: new URL(path, origin), headers: {} }, DEFAULT_TIMEOUTS, maxBytes);

const tooLarge = (megabytes: number) => (error: unknown) =>
  error instanceof OneMapError &&
  error.kind === 'malformed-response' &&
  error.message === `OneMap's answer was larger than ${megabytes} MB, far more than any OneMap answer, so it was not read. Try again later; if it keeps happening, check the OneMap address and proxy settings.`;

for (const how of ['declared', 'streamed']) {
  test(`${how}: an answer of exactly the cap is read whole; one byte more is refused`, async () => {
    const exact = await get(`/${how}/3000`, 3000);
    assert.equal(exact.status, 200);
    assert.equal(exact.text, 'x'.repeat(3000));
    await assert.rejects(get(`/${how}/3001`, 3000), (error) => error instanceof OneMapError && error.kind === 'malformed-response');
  });
}

test('the refusal names the cap in whole megabytes; the default cap reads an ordinary answer', async () => {
  const MB = 1024 * 1024;
  await assert.rejects(get(`/declared/${MB + 1}`, MB), tooLarge(1));
  await assert.rejects(get(`/streamed/${3 * MB}`, Math.floor(2.4 * MB)), tooLarge(2));
  await assert.rejects(get(`/declared/${3 * MB}`, Math.floor(2.6 * MB)), tooLarge(3));
  const ordinary = await get('/declared/12');
  assert.equal(ordinary.text, 'x'.repeat(12));
  assert.deepEqual(ordinary.headers['x-onemap'], ['one', 'two']);
});
