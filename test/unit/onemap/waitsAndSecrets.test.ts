// Small things a user would notice late: a wait without a signal still ends, a finished wait leaves nothing
// listening on the job's signal (a long job would pile them up), a bearer credential after any run of
// whitespace is cut, and converting a file into the system it is already in says so.
import * as assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { test } from 'node:test';
import { convertPointsWithOneMap } from '../../../src/onemap/batchConvert';
import { OneMapError } from '../../../src/onemap/errors';
import { REDACTED, redact } from '../../../src/onemap/redact';
import { sleep } from '../../../src/onemap/sleep';

test('a wait without a signal ends; one with a signal leaves no abort listener once it has', async () => {
  await sleep(1);
  const controller = new AbortController();
  await Promise.all([sleep(1, controller.signal), sleep(2, controller.signal)]);
  assert.equal(getEventListeners(controller.signal, 'abort').length, 0);
  const aborted = sleep(60_000, controller.signal);
  controller.abort('the job was cancelled');
  await assert.rejects(aborted, (error: OneMapError) => error.kind === 'cancelled' && error.cause === 'the job was cancelled');
});

test('a bearer credential is cut after spaces, tabs or a line break, however many', () => {
  for (const gap of [' ', '  ', '\t', ' \t ', '\n']) {
    assert.equal(redact(`Authorization: Bearer${gap}abcdefgh12345`), `Authorization: Bearer ${REDACTED}`, JSON.stringify(gap));
  }
});

test('converting into the system the points are already in is refused in words, and nothing is asked', async () => {
  let asked = 0;
  const client = { convert: async () => (asked++, { X: 0, Y: 0 }) } as never;
  await assert.rejects(
    convertPointsWithOneMap(client, 'EPSG:3414', 'EPSG:3414', [[28983.78, 33554.5]]),
    (error: unknown) => error instanceof OneMapError && error.kind === 'invalid-request' && error.message === 'Nothing to convert: both systems are EPSG:3414.',
  );
  assert.equal(asked, 0);
});
