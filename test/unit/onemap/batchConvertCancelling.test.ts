// Cancelling a conversion job as a user would: Cancel pressed before the job starts asks OneMap nothing,
// Cancel pressed while a call is in flight ends the job as cancelled (with the reason given, never as some
// other failure), and a job that ends, however it ends, leaves nothing listening on the job's signal.
import * as assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { test } from 'node:test';
import { convertPointsWithOneMap } from '../../../src/onemap/batchConvert';
import { OneMapError } from '../../../src/onemap/errors';
import { cancelledError } from '../../../src/onemap/sleep';

const POINTS: Array<[number, number]> = [
  [28_833, 31_810],
  [28_983, 33_554],
  [30_000, 30_000],
];

/** A client whose every call answers at once, counting the points it was asked. */
function answering() {
  const asked: unknown[] = [];
  const client = {
    convert: async (_direction: string, point: unknown) => {
      asked.push(point);
      return { latitude: 1.3, longitude: 103.8 };
    },
  } as never;
  return { client, asked };
}

/** A client whose calls wait until their signal aborts, then fail as the real client does: cancelled, with its reason. */
function hanging() {
  const asked: unknown[] = [];
  const client = {
    convert: (_direction: string, point: unknown, options: { signal: AbortSignal }) => {
      asked.push(point);
      return new Promise((_resolve, reject) => {
        options.signal.addEventListener('abort', () => reject(cancelledError(options.signal.reason)), { once: true });
      });
    },
  } as never;
  return { client, asked };
}

const cancelledWith = (reason: unknown) => (error: unknown) => error instanceof OneMapError && error.kind === 'cancelled' && error.cause === reason;

test('Cancel pressed before the job starts: cancelled, and OneMap is asked nothing', async () => {
  const { client, asked } = answering();
  const controller = new AbortController();
  controller.abort('Cancel pressed');
  await assert.rejects(convertPointsWithOneMap(client, 'EPSG:3414', 'EPSG:4326', POINTS, { signal: controller.signal }), cancelledWith('Cancel pressed'));
  assert.deepEqual(asked, []);
});

test('Cancel pressed while a call is in flight: the job ends as cancelled with that reason, and no other point is asked', async () => {
  const { client, asked } = hanging();
  const controller = new AbortController();
  const job = convertPointsWithOneMap(client, 'EPSG:3414', 'EPSG:4326', POINTS, { signal: controller.signal, concurrency: 1 });
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(asked.length, 1, 'the first call is in flight');
  controller.abort('Cancel pressed');
  await assert.rejects(job, cancelledWith('Cancel pressed'));
  assert.equal(asked.length, 1);

  const again = new AbortController();
  const second = convertPointsWithOneMap(hanging().client, 'EPSG:4326', 'EPSG:3414', POINTS, { signal: again.signal });
  await new Promise((resolve) => setImmediate(resolve));
  again.abort();
  await assert.rejects(second, cancelledWith(again.signal.reason), 'without a reason given: still a cancellation, not the bare abort');
});

test('a job that finishes, fails or is cancelled leaves no listener on its signal', async () => {
  const finished = new AbortController();
  assert.equal((await convertPointsWithOneMap(answering().client, 'EPSG:3414', 'EPSG:4326', POINTS, { signal: finished.signal })).length, 3);
  assert.equal(getEventListeners(finished.signal, 'abort').length, 0, 'finished');

  const failed = new AbortController();
  const refusing = { convert: async () => Promise.reject(new OneMapError('server', 'OneMap could not answer (HTTP 500). Try again later.')) } as never;
  await assert.rejects(convertPointsWithOneMap(refusing, 'EPSG:3414', 'EPSG:4326', POINTS, { signal: failed.signal }), (error: OneMapError) => error.kind === 'server');
  assert.equal(getEventListeners(failed.signal, 'abort').length, 0, 'failed');

  const cancelled = new AbortController();
  const job = convertPointsWithOneMap(hanging().client, 'EPSG:3414', 'EPSG:4326', POINTS, { signal: cancelled.signal });
  await new Promise((resolve) => setImmediate(resolve));
  cancelled.abort('Cancel pressed');
  await assert.rejects(job, cancelledWith('Cancel pressed'));
  assert.equal(getEventListeners(cancelled.signal, 'abort').length, 0, 'cancelled');
});
