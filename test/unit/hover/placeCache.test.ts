// The hover's memory of what OneMap said: one request per point, cancelled with the hover (the client's pacer
// spaces the requests: test/unit/onemap/pacer.test.ts).
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { PlaceCache, pointKey, type LookupPoint } from '../../../src/hover/placeCache';
import type { GeocodedPlace } from '../../../src/onemap/placeTypes';

const HERE = { lat: 1.3039454, lon: 103.8408471 };
const PLACE: GeocodedPlace = { building: 'WATERSCAPE AT CAVENAGH', lat: 1.30396, lon: 103.8408, x: 28833, y: 31810 };

function harness() {
  const asked: LookupPoint[] = [];
  const cache = new PlaceCache({
    lookup: async (point, signal) => {
      if (signal.aborted) throw new Error('aborted');
      asked.push(point);
      return [PLACE];
    },
  });
  return { cache, asked };
}

test('a point is asked about once; hovering it again (or a centimetre off) is answered from memory', async () => {
  const { cache, asked } = harness();
  const signal = new AbortController().signal;
  assert.deepEqual(await cache.get(HERE, signal), [PLACE]);
  assert.deepEqual(await cache.get({ lat: 1.30394541, lon: 103.84084711 }, signal), [PLACE]);
  assert.equal(asked.length, 1);
  assert.equal(pointKey(HERE), '1.3039454,103.8408471');
});

test('a hover that went away asks nothing and remembers nothing', async () => {
  const { cache, asked } = harness();
  const gone = new AbortController();
  gone.abort();
  await assert.rejects(cache.get(HERE, gone.signal));
  assert.equal(asked.length, 0);
  assert.equal(cache.peek(HERE), undefined);
});

test('failures are not remembered: the next hover asks again', async () => {
  let fail = true;
  const cache = new PlaceCache({
    lookup: async () => {
      if (fail) throw new Error('API limit(s) exceeded.');
      return [PLACE];
    },
  });
  const signal = new AbortController().signal;
  await assert.rejects(cache.get(HERE, signal), /API limit/);
  fail = false;
  assert.deepEqual(await cache.get(HERE, signal), [PLACE]);
});

test('the oldest point is forgotten past maxEntries; clear() forgets all', async () => {
  const cache = new PlaceCache({ maxEntries: 2, lookup: async () => [PLACE] });
  const signal = new AbortController().signal;
  await cache.get({ lat: 1.1, lon: 103.1 }, signal);
  await cache.get({ lat: 1.2, lon: 103.2 }, signal);
  await cache.get({ lat: 1.3, lon: 103.3 }, signal);
  assert.equal(cache.peek({ lat: 1.1, lon: 103.1 }), undefined);
  assert.ok(cache.peek({ lat: 1.3, lon: 103.3 }));
  cache.clear();
  assert.equal(cache.peek({ lat: 1.3, lon: 103.3 }), undefined);
});
