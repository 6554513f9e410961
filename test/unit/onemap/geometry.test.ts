// Route geometry from recorded answers decodes to points in Singapore, current and pre-2020 formats alike.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { decodeRouteGeometry } from '../../../src/onemap';
import { repoRoot } from '../repoRoot';

function sample(name: string): any {
  return JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/onemap-samples', name), 'utf8'));
}

test('the 2025 drive geometry decodes at precision 5 onto its first instruction point', () => {
  const drive = sample('route_drive_ahzhezhe_snapshot_2025.json');
  const points = decodeRouteGeometry(drive.route_geometry);
  assert.equal(points.length, 2);
  const [lat, lon] = drive.route_instructions[0][3].split(',').map(Number);
  assert.ok(Math.abs(points[0][0] - lat) < 1e-4 && Math.abs(points[0][1] - lon) < 1e-4, JSON.stringify(points));
});

test('pt leg geometry decodes to as many points as legGeometry.length says', () => {
  const pt = sample('route_pt_bus_paulhjwu_2023-11-30.json');
  for (const leg of pt.plan.itineraries[0].legs) {
    const points = decodeRouteGeometry(leg.legGeometry.points);
    assert.equal(points.length, leg.legGeometry.length);
    assert.ok(Math.abs(points[0][0] - leg.from.lat) < 1e-3 && Math.abs(points[0][1] - leg.from.lon) < 1e-3);
  }
});

test('the pre-2020 precision-6 geometry is recognised and decoded at 6', () => {
  const legacy = sample('route_legacy_osrm_style_windspeed_2019.json').response;
  const points = decodeRouteGeometry(legacy.route_geometry);
  const [start, via] = legacy.via_points;
  assert.ok(Math.abs(points[0][0] - start[0]) < 1e-3 && Math.abs(points[0][1] - start[1]) < 1e-3, JSON.stringify(points[0]));
  assert.ok(points.some((p) => Math.abs(p[0] - via[0]) < 1e-3 && Math.abs(p[1] - via[1]) < 1e-3));
});

test('an empty geometry is an empty path', () => {
  assert.deepEqual(decodeRouteGeometry(''), []);
});
