import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { transformPoint } from '../../../src/shared/coords';
import { convertPointsWithOneMap, isOneMapError, type OneMapClient } from '../../../src/onemap';
import { sleep } from '../../../src/onemap/sleep';
import { startSimulator, type Simulator } from '../../simulator';
import { repoRoot } from '../repoRoot';
import { clientFor, statuses } from './simulatedClient';

type Crs = 'EPSG:4326' | 'EPSG:3414' | 'EPSG:3857';

function samplePoints(count: number): Array<[number, number]> {
  // Deterministic spread over Singapore, WGS84 [lon, lat].
  return Array.from({ length: count }, (_, i) => [103.65 + ((i * 37) % 100) / 300, 1.26 + ((i * 53) % 100) / 500]);
}

describe('converting many points through OneMap', () => {
  let sim: Simulator;
  before(async () => {
    sim = await startSimulator();
  });
  after(() => sim.close());

  test('every point comes back, in order, equal to the local engine to 1e-6 m', async () => {
    sim.reset();
    const { client } = clientFor(sim);
    const points = samplePoints(12);
    const done: number[] = [];
    const result = await convertPointsWithOneMap(client, 'EPSG:4326', 'EPSG:3414', points, {
      onProgress: (n) => done.push(n),
    });
    assert.equal(result.length, points.length);
    points.forEach(([lon, lat], i) => {
      const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', lon, lat);
      assert.ok(Math.abs(result[i][0] - x) <= 1e-6 && Math.abs(result[i][1] - y) <= 1e-6, `point ${i}`);
    });
    assert.deepEqual(done, Array.from({ length: points.length }, (_, i) => i + 1));
    await client.close();
  });

  test("OneMap's recorded answers agree with local conversion to 1e-6 m and 1e-9°", async () => {
    sim.reset();
    const { client } = clientFor(sim);
    let worstMetres = 0;
    let worstDegrees = 0;
    for (const file of ['convert_ahzhezhe_snapshot_2025.json', 'convert_pyonemap_2023-08.json']) {
      const samples = JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/onemap-samples', file), 'utf8'));
      for (const [direction, sample] of Object.entries<{ request: Record<string, number>; response: Record<string, number> }>(samples)) {
        const match = /^(\d{4})to(\d{4})$/.exec(direction);
        if (!match) continue;
        const from = `EPSG:${match[1]}` as Crs;
        const to = `EPSG:${match[2]}` as Crs;
        const input: [number, number] =
          from === 'EPSG:4326' ? [sample.request.longitude, sample.request.latitude] : [sample.request.X, sample.request.Y];
        const [api] = await convertPointsWithOneMap(client, from, to, [input]);
        const local = transformPoint(from, to, input[0], input[1]);
        const recorded = to === 'EPSG:4326' ? [sample.response.longitude, sample.response.latitude] : [sample.response.X, sample.response.Y];
        assert.deepEqual(api, recorded, `${file} ${direction}: the simulator replays OneMap's answer`);
        const diff = Math.max(Math.abs(api[0] - local[0]), Math.abs(api[1] - local[1]));
        if (to === 'EPSG:4326') worstDegrees = Math.max(worstDegrees, diff);
        else worstMetres = Math.max(worstMetres, diff);
        assert.ok(to === 'EPSG:4326' ? diff <= 1e-9 : diff <= 1e-6, `${file} ${direction}: local and OneMap differ by ${diff}`);
      }
    }
    console.log(`local vs OneMap (recorded): worst ${worstMetres.toExponential(2)} m, ${worstDegrees.toExponential(2)}°`);
    await client.close();
  });

  test('a 429 in the middle is waited out and the batch completes', async () => {
    sim.reset();
    sim.setRateLimit({ max: 3, windowMs: 700 });
    try {
      const { client } = clientFor(sim, { sleep });
      const points = samplePoints(7);
      const result = await convertPointsWithOneMap(client, 'EPSG:4326', 'EPSG:3857', points, { concurrency: 2 });
      assert.equal(result.length, points.length);
      assert.ok(result.every((p) => p !== undefined));
      const seen = statuses(sim);
      assert.ok(seen.includes(429), `the simulator refused some calls: ${seen.join(',')}`);
      assert.equal(seen.filter((s) => s === 200).length, points.length);
      await client.close();
    } finally {
      sim.setRateLimit(undefined);
    }
  });

  test('all or nothing: a failure stops the rest and nothing is returned', async () => {
    sim.reset();
    const { client } = clientFor(sim, { retry: { retries: 0 } });
    sim.setFaults({ serverError: 'always', target: 'get' });
    try {
      await assert.rejects(
        convertPointsWithOneMap(client, 'EPSG:3414', 'EPSG:4326', [[28833, 31810], [28983, 33554], [30000, 30000]]),
        (error: unknown) => isOneMapError(error, 'server') && /Internal Server Error/.test((error as Error).message),
      );
    } finally {
      sim.reset();
      await client.close();
    }
  });

  test('cancelling stops the requests that have not started', async () => {
    sim.reset();
    const { client } = clientFor(sim);
    const controller = new AbortController();
    const points = samplePoints(10);
    await assert.rejects(
      convertPointsWithOneMap(client, 'EPSG:4326', 'EPSG:3414', points, {
        concurrency: 1,
        signal: controller.signal,
        onProgress: (done) => {
          if (done === 2) controller.abort();
        },
      }),
      (error: unknown) => isOneMapError(error, 'cancelled'),
    );
    const sent = statuses(sim).length;
    assert.ok(sent < points.length, `${sent} requests were sent for ${points.length} points`);
    await client.close();
  });
});

describe('in flight', () => {
  test("no more than `concurrency` run at once, each a 'batch' call for the pacer", async () => {
    // A virtual clock drives the fake's answer time, so the order of starts is exact whatever the machine's
    // load. The spacing itself is the client's pacer's (pacer.test.ts, pacedJob.test.ts).
    let clock = 0;
    const timers: Array<{ at: number; wake: () => void }> = [];
    const sleep = (ms: number) => new Promise<void>((wake) => void timers.push({ at: clock + ms, wake }));
    let inFlight = 0;
    let most = 0;
    const starts: number[] = [];
    const priorities = new Set<unknown>();
    const fake = {
      convert: async (_direction: string, point: { X: number; Y: number }, options: { priority?: unknown }) => {
        priorities.add(options.priority);
        starts.push(clock);
        inFlight++;
        most = Math.max(most, inFlight);
        // Each answer takes far longer than the interval, so several are in flight at once.
        await sleep(150);
        inFlight--;
        return { latitude: point.Y / 1e5, longitude: point.X / 1e3 };
      },
    } as unknown as Pick<OneMapClient, 'convert'>;
    const points = Array.from({ length: 9 }, (_, i): [number, number] => [28_000 + i, 31_000 + i]);
    let finished = false;
    const converting = convertPointsWithOneMap(fake, 'EPSG:3414', 'EPSG:4326', points, {
      concurrency: 3,
    }).finally(() => (finished = true));
    while (!finished) {
      // Let every worker run until it waits, then move the clock to the earliest wake-up.
      await new Promise((resolve) => setImmediate(resolve));
      timers.sort((a, b) => a.at - b.at);
      const due = timers.shift();
      if (!due) continue;
      clock = Math.max(clock, due.at);
      due.wake();
    }
    const result = await converting;
    assert.deepEqual(result[4], [28.004, 0.31004], 'answers are mapped back as [longitude, latitude]');
    assert.deepEqual(starts, [0, 0, 0, 150, 150, 150, 300, 300, 300], 'three at a time, the next as one is answered');
    assert.equal(most, 3, 'three requests were in flight at once, never more');
    assert.deepEqual([...priorities], ['batch']);
  });
});
