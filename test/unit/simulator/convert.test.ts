// The six conversion endpoints: computed answers match what the live service returned, recorded requests get
// the recorded bodies, and bad input gets OneMap's 400s.
import * as assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { type Simulator, startSimulator } from '../../simulator';
import { repoRoot } from '../repoRoot';
import { authorised, call, closeCalls, query, signIn } from './call';

interface Sample {
  request: Record<string, number>;
  response: Record<string, number>;
}

const DIRECTIONS = ['4326to3857', '4326to3414', '3414to3857', '3414to4326', '3857to3414', '3857to4326'];

// Read from disk here, not through the simulator's import, so the expectations do not come from the code under test.
const samples: Array<{ file: string; direction: string; sample: Sample }> = [
  'convert_ahzhezhe_snapshot_2025.json',
  'convert_pyonemap_2023-08.json',
].flatMap((file) => {
  const data = JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/onemap-samples', file), 'utf8'));
  return DIRECTIONS.map((direction) => ({ file, direction, sample: data[direction] as Sample }));
});

function requestQuery(request: Record<string, number>): string {
  return query(Object.fromEntries(Object.entries(request).map(([k, v]) => [k, String(v)])));
}

let computing: Simulator;
let replaying: Simulator;
let computingToken: string;
let replayingToken: string;
before(async () => {
  computing = await startSimulator({ recorded: false });
  replaying = await startSimulator();
  computingToken = await signIn(computing);
  replayingToken = await signIn(replaying);
});
after(async () => {
  await closeCalls();
  await Promise.all([computing.close(), replaying.close()]);
});

test('computed conversions equal every recorded OneMap answer within 1e-6 m and 1e-9°', async () => {
  assert.equal(samples.length, 12);
  for (const { file, direction, sample } of samples) {
    const answer = await call(computing, `/api/common/convert/${direction}${requestQuery(sample.request)}`, {
      headers: authorised(computingToken),
    });
    assert.equal(answer.status, 200, `${file} ${direction}`);
    assert.deepEqual(Object.keys(answer.json).sort(), Object.keys(sample.response).sort(), `${file} ${direction}`);
    const tolerance = direction.endsWith('4326') ? 1e-9 : 1e-6;
    for (const [key, expected] of Object.entries(sample.response)) {
      const got = answer.json[key];
      assert.equal(typeof got, 'number', `${file} ${direction} ${key} is a JSON number`);
      assert.ok(Math.abs(got - expected) <= tolerance, `${file} ${direction} ${key}: ${got} vs ${expected}`);
    }
  }
});

test('computed answers are written at full double precision, not rounded', async () => {
  const answer = await call(computing, `/api/common/convert/4326to3414${query({ latitude: '1.3', longitude: '103.8' })}`, {
    headers: authorised(computingToken),
  });
  const decimals = (n: number): number => (String(n).split('.')[1] ?? '').length;
  assert.ok(decimals(answer.json.X) >= 9 && decimals(answer.json.Y) >= 9, answer.text);
});

test('the recorded requests are answered with the recorded bodies', async () => {
  for (const { file, direction, sample } of samples) {
    const answer = await call(replaying, `/api/common/convert/${direction}${requestQuery(sample.request)}`, {
      headers: authorised(replayingToken),
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.json, sample.response, `${file} ${direction}`);
  }
});

test('latitude/longitude endpoints without both values are 400 "Please input both latitude and longitude coordinates."', async () => {
  for (const direction of ['4326to3857', '4326to3414']) {
    for (const params of [{}, { latitude: '1.3' }, { longitude: '103.8' }, { latitude: '', longitude: '103.8' }, { X: '1', Y: '2' }] as Record<string, string>[]) {
      const answer = await call(computing, `/api/common/convert/${direction}${query(params)}`, { headers: authorised(computingToken) });
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.json, { error: 'Please input both latitude and longitude coordinates.' });
    }
  }
});

test('X/Y endpoints without both values are 400 "Please input both Y and X coordinates."', async () => {
  for (const direction of ['3414to3857', '3414to4326', '3857to3414', '3857to4326']) {
    for (const params of [{}, { X: '28000' }, { Y: '31000' }, { X: ' ', Y: '31000' }, { latitude: '1.3', longitude: '103.8' }] as Record<string, string>[]) {
      const answer = await call(computing, `/api/common/convert/${direction}${query(params)}`, { headers: authorised(computingToken) });
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.json, { error: 'Please input both Y and X coordinates.' });
    }
  }
});

test('non-numeric values are 400 and say the values must be numeric', async () => {
  const latLon = await call(computing, `/api/common/convert/4326to3414${query({ latitude: 'north', longitude: '103.8' })}`, {
    headers: authorised(computingToken),
  });
  assert.equal(latLon.status, 400);
  assert.deepEqual(latLon.json, { error: 'Please input valid numeric latitude and longitude coordinates.' });
  for (const X of ['0x10', 'Infinity', 'NaN', '1,5', '28000m']) {
    const answer = await call(computing, `/api/common/convert/3414to4326${query({ X, Y: '31000' })}`, {
      headers: authorised(computingToken),
    });
    assert.equal(answer.status, 400, X);
    assert.deepEqual(answer.json, { error: 'Please input valid numeric Y and X coordinates.' }, X);
  }
});

test('a latitude beyond ±90 is refused as invalid', async () => {
  const answer = await call(computing, `/api/common/convert/4326to3857${query({ latitude: '91', longitude: '103.8' })}`, {
    headers: authorised(computingToken),
  });
  assert.equal(answer.status, 400);
});

test('unknown conversion directions and other methods are refused with a JSON error', async () => {
  const unknown = await call(computing, '/api/common/convert/4326to9999?latitude=1&longitude=2', { headers: authorised(computingToken) });
  assert.equal(unknown.status, 404);
  assert.deepEqual(unknown.json, { error: 'Not Found' });
  const post = await call(computing, '/api/common/convert/4326to3414', { method: 'POST', headers: authorised(computingToken), body: '{}' });
  assert.equal(post.status, 405);
});
