// Show on Map reads a file on a worker thread (dist/mapdataworker.js, built before this tier): what it answers is
// what the reader gives on the host's own thread, a file with nothing to show fails with the reader's own words
// and place, and a reader that stopped fails what it was asked and is started again for the next file.
import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';
import { answerRead } from '../../../src/mapData/readRequest';
import { OffThreadReader } from '../../../src/layers/offThreadReader';
import { repoRoot } from '../repoRoot';

const worker = path.join(repoRoot, 'dist', 'mapdataworker.js');
const busStops = readFileSync(path.join(repoRoot, 'test/fixtures/real/lta-datamall-bus-stops.json'), 'utf8');
const schools = readFileSync(path.join(repoRoot, 'test/fixtures/real/hdb-carpark-information.csv'), 'utf8');

describe('Show on Map reading a file on a worker thread', () => {
  const reader = new OffThreadReader(worker);
  after(() => reader.dispose());

  it("gives LTA's 300 bus stops exactly as the host's own thread reads them, each where the file puts it", async () => {
    const read = await reader.read(busStops, {});
    const here = findFeatures(busStops, {});
    assert.equal(read.features.length, 300);
    assert.deepEqual(read.features, here.features);
    const stops = JSON.parse(busStops) as Array<{ Latitude: number; Longitude: number; Description: string }>;
    const first = read.features[0]!;
    assert.deepEqual(first.shapes, [{ kind: 'point', lat: stops[0]!.Latitude, lon: stops[0]!.Longitude }]);
    assert.equal(busStops.slice(first.start, first.end).includes(stops[0]!.Description), true);
  });

  it('reads two files asked at once, each answer to its own question', async () => {
    const [stops, table] = await Promise.all([reader.read(busStops, {}), reader.read(schools, {})]);
    assert.deepEqual(stops.features, findFeatures(busStops, {}).features);
    assert.deepEqual(table.features, findFeatures(schools, {}).features);
  });

  it("passes the user's settings: SVY21 pairs without names read in the order the user set", async () => {
    const text = 'Newton 31810.32, 28833.06\n';
    const yx = await reader.read(text, { svy21Order: 'yx' });
    const xy = await reader.read(text, { svy21Order: 'xy' });
    assert.deepEqual(yx.features, findFeatures(text, { svy21Order: 'yx' }).features);
    assert.notDeepEqual(yx.features[0]!.shapes, xy.features[0]?.shapes);
  });

  it("fails a file with nothing to show with the reader's own words, name and place", async () => {
    // A pair outside Singapore in every system: the reader says so, at that pair.
    const text = 'name,a,b\nBedok,738907,63620598\n';
    let here: (Error & { location?: { start: number } }) | undefined;
    try {
      findFeatures(text, {});
    } catch (error) {
      here = error as Error & { location?: { start: number } };
    }
    assert.ok(here, 'the host-side reader refuses the file too');
    assert.equal(here.location?.start, text.indexOf('738907'));
    await assert.rejects(reader.read(text, {}), (error: Error & { location?: { start: number } }) => {
      assert.equal(error.name, here!.name);
      assert.equal(error.message, here!.message);
      assert.equal(error.location?.start, here!.location?.start);
      return true;
    });
  });

  it('the answer survives the copy between threads whole (what the worker posts is plain data)', () => {
    const answer = answerRead({ id: 7, text: busStops, options: {} });
    assert.deepEqual(structuredClone(answer), answer);
    assert.equal(answer.id, 7);
  });

  it('a reader that stopped fails what it was asked, and the next file is asked of a new one', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'onemap-reader-'));
    const broken = path.join(folder, 'broken.js');
    writeFileSync(broken, "require('node:worker_threads').parentPort.on('message', () => process.exit(3));");
    const failing = new OffThreadReader(broken);
    try {
      await assert.rejects(failing.read(busStops, {}), /Show on Map's reader stopped \(exit code 3\)/);
      await assert.rejects(failing.read(busStops, {}), /exit code 3/);
    } finally {
      failing.dispose();
    }
  });
});
