// The shipped MRT/LRT stations: what the build derives from LTA's station exits (data/), checked
// against the file itself and against OneMap's own positions of the stations it knew in 2017
// (test/fixtures/real/onemap-{mrt,lrt}-stations.json, an independent source).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { shippedStations, stationExits } from '../../../src/nearest';
import { oneMapResults } from '../coords/realFixtures';
import { repoRoot } from '../repoRoot';

type Build = typeof import('../../../scripts/stations.mjs', { with: { 'resolution-mode': 'import' } });
let build: Build;

describe('MRT/LRT stations shipped with the extension', () => {
  before(async () => {
    build = await import('../../../scripts/stations.mjs');
  });

  it('every exit of the published file is kept, named, under a station that ends in MRT STATION or LRT STATION', () => {
    const source = JSON.parse(readFileSync(join(repoRoot, build.SOURCE_FILE), 'utf8')) as { features: unknown[] };
    const bundle = build.buildBundle();
    assert.equal(bundle.exits.length, source.features.length);
    assert.equal(stationExits().names.length, source.features.length);
    assert.equal(bundle.stations.length, 188);
    assert.equal(bundle.stations.filter((s) => s.endsWith(' LRT STATION')).length, 41);
    assert.deepEqual([...bundle.stations].sort(), bundle.stations);
    for (const name of Object.values(build.CODE_NAMES)) assert.ok(bundle.stations.includes(name), name);
    assert.ok(!bundle.stations.some((s) => /^[A-Z]{2}\d+$/.test(s)));
  });

  it("a feature that names no station and no known code stops the build, saying which", () => {
    const text = JSON.stringify({ features: [{ geometry: { type: 'Point', coordinates: [103.8, 1.3] }, properties: { STATION_NA: 'TE99', EXIT_CODE: 'Exit 1' } }] });
    assert.throws(() => build.readExits(text), /TE99 names no station/);
  });

  it("each station OneMap found in 2017 is shipped under the same name, within 200 m of OneMap's position", () => {
    const shipped = shippedStations();
    const results = [...oneMapResults('onemap-mrt-stations.json'), ...oneMapResults('onemap-lrt-stations.json')].filter((r) => / (MRT|LRT) STATION$/.test(r.SEARCHVAL));
    let compared = 0;
    let farthest = 0;
    for (const r of results) {
      const i = shipped.names.indexOf(r.SEARCHVAL);
      assert.ok(i >= 0, `${r.SEARCHVAL} is not shipped`);
      const metres = Math.hypot(shipped.x[i]! - Number(r.X), shipped.y[i]! - Number(r.Y));
      farthest = Math.max(farthest, metres);
      assert.ok(metres < 200, `${r.SEARCHVAL}: ${metres.toFixed(0)} m from OneMap's position`);
      compared++;
    }
    assert.ok(compared > 150, `${compared} compared`);
    assert.ok(farthest > 10, 'the positions come from another source, not the same numbers');
  });

  it("a station's point is the mean of its exits (Yishun)", () => {
    const exits = stationExits();
    const mine = exits.names.flatMap((n, i) => (n.startsWith('YISHUN MRT STATION ') ? [i] : []));
    assert.ok(mine.length >= 2);
    const stations = shippedStations();
    const s = stations.names.indexOf('YISHUN MRT STATION');
    assert.ok(Math.abs(stations.x[s]! - mine.reduce((sum, i) => sum + exits.x[i]!, 0) / mine.length) < 1e-9);
    assert.ok(Math.abs(stations.y[s]! - mine.reduce((sum, i) => sum + exits.y[i]!, 0) / mine.length) < 1e-9);
  });
});
