// The samples the walkthrough's Convert and Show on Map buttons open when no file is: excerpts of real public
// files (test/fixtures/real), whole rows as published, that each command takes as a user's file. They ship in
// the .vsix because the code names them (test/unit/packaging.test.ts checks every file the code loads).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { findFeatures } from '../../src/mapData';
import { planConversion } from '../../src/shared/coords';
import { filesLoadedAtRunTime } from '../host/shippedFiles';
import { repoRoot } from './repoRoot';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** The sample is the source's header and its first rows, byte for byte. */
function assertFirstRowsOf(sample: string, source: string, rows: number): void {
  const lines = source.split('\n');
  assert.equal(sample, `${lines.slice(0, rows + 1).join('\n')}\n`);
}

test('Convert’s sample: HDB’s carparks as data.gov.sg publishes them, 8 rows in SVY21', () => {
  const sample = read('media/samples/hdb-carparks.csv');
  assertFirstRowsOf(sample, read('test/fixtures/real/hdb-carpark-information-2025.csv'), 8);
  // What the button selects: every row under the header, which still names the columns.
  const rows = sample.slice(sample.indexOf('\n') + 1).trimEnd();
  const plan = planConversion([rows], { header: sample.slice(0, sample.indexOf('\n')), to: 'EPSG:4326' });
  assert.equal(plan.from, 'EPSG:3414');
  assert.equal(plan.pairs.length, 8);
  assert.deepEqual([plan.pairs[0]!.x, plan.pairs[0]!.y], [30314.7936, 31490.4942], 'the first row’s x_coord, y_coord');
});

test('Show on Map’s sample: LTA’s carparks from LTA DataMall, 40 rows in WGS84, each a place on the map', () => {
  const sample = read('media/samples/lta-carparks.csv');
  assertFirstRowsOf(sample, read('test/fixtures/real/lta-carpark-locations.csv'), 40);
  const { features } = findFeatures(sample);
  assert.equal(features.length, 40);
  assert.equal(features[0]!.label, 'BLK 129A CLARENCE LANE', 'a place is named by its row');
});

test('both samples ship: the walkthrough code names them', () => {
  const shipped = filesLoadedAtRunTime(repoRoot);
  assert.ok(shipped.includes('media/samples/hdb-carparks.csv') && shipped.includes('media/samples/lta-carparks.csv'), shipped.join(', '));
});
