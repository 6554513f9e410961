// The quick fixes give back the file as it was before the mistake: each fix alone, and each fix-all.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allEdits, applyEdits, findProblems } from '../../../src/diagnostics';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readReal } from '../coords/realFixtures';
import { repoRoot } from '../coords/support';
import { seededFiles } from './seeds';

describe('quick fixes', () => {
  it('each fix of a seeded swap, slip or name restores the real file', () => {
    let fixed = 0;
    for (const s of seededFiles()) {
      for (const p of findProblems(s.text, s.languageId)) {
        if (p.fix?.family !== 'swap' && p.fix?.family !== 'slip') continue;
        const single = s.mistakes.length === 1;
        const out = applyEdits(s.text, p.fix.edits);
        if (single) assert.equal(out, s.original, `${s.name}: ${p.fix.title}`);
        else assert.deepEqual(findProblems(out, s.languageId).length, findProblems(s.text, s.languageId).length - 1, s.name);
        fixed++;
      }
    }
    assert.equal(fixed, 8);
  });

  it('converting a point to the column\'s system leaves nothing to report', () => {
    const s = seededFiles().find((f) => f.name.startsWith('HDB carparks with WGS84'))!;
    const [problem] = findProblems(s.text, s.languageId);
    assert.equal(problem?.code, 'mixed-systems');
    assert.equal(problem.fix?.family, 'convert');
    const out = applyEdits(s.text, problem.fix.edits);
    assert.deepEqual(findProblems(out, s.languageId), []);
    // 103.8198, 1.3521 is Singapore's centre, SVY21 26 495.5, 37 133.9; 4 decimals of degrees are worth whole metres.
    assert.match(out.slice(problem.start, problem.start + 12), /^2649[56],3713[34],/);
  });

  it('renaming lat/lng names that hold metres leaves nothing to report', () => {
    const s = seededFiles().find((f) => f.name.includes('renamed longitude/latitude'))!;
    const problems = findProblems(s.text, s.languageId);
    assert.deepEqual(problems.map((p) => p.code), ['name-contradicts-value']);
    const out = applyEdits(s.text, problems[0]!.fix!.edits);
    assert.ok(out.startsWith('"car_park_no","address","easting","northing"'), out.slice(0, 80));
    assert.deepEqual(findProblems(out, s.languageId), []);
  });

  it('swapping every latitude-first position of a GeoJSON file restores it in one edit list', () => {
    const original = readReal('large/ura-mp2019-planning-area-no-sea.geojson');
    const swapped = original.replace(/(\[ )(10[34]\.\d+)(, )(1\.\d+)/g, '$1$4$3$2');
    const problems = findProblems(swapped, 'geojson');
    assert.equal(problems.length, 40505);
    assert.ok(problems.every((p) => p.code === 'latitude-first'));
    assert.match(problems[0]!.message, /GeoJSON and WKT positions are longitude, latitude\.$/);
    assert.equal(applyEdits(swapped, allEdits(problems, 'swap')), original);
  });

  it('swapping the names of every record restores LTA\'s bus stops', () => {
    const original = readReal('lta-datamall-bus-stops.json');
    const swapped = original.replace(/"(Latitude|Longitude)"/g, (_, name: string) => (name === 'Latitude' ? '"Longitude"' : '"Latitude"'));
    const problems = findProblems(swapped, 'json');
    assert.equal(problems.length, 300);
    assert.ok(problems.every((p) => p.code === 'names-swapped'));
    assert.equal(applyEdits(swapped, allEdits(problems, 'rename')), original);
  });

  it('a slip fix puts the value back as it was written', () => {
    const s = seededFiles().find((f) => f.name.includes('stray minus'))!;
    const problems = findProblems(s.text, s.languageId);
    assert.deepEqual(problems.map((p) => p.fix?.title.replace(/[\d.]+/g, 'N')), ['Change -N to N', 'Change N to N']);
    assert.equal(applyEdits(s.text, allEdits(problems, 'slip')), s.original);
  });
});

describe('the UI test\'s files', () => {
  const dir = join(repoRoot(), 'test', 'workspace', 'ui');
  it('a short SVY21 column with one row swapped: that row, and its fix swaps it back', () => {
    const text = readFileSync(join(dir, 'carparks-one-row-swapped.csv'), 'utf8');
    const problems = findProblems(text, 'csv');
    assert.deepEqual(problems.map((p) => [p.code, text.slice(p.start, p.end)]), [['swapped-values', '40616.875,29674.8184']]);
    const fixed = applyEdits(text, problems[0]!.fix!.edits);
    assert.ok(fixed.includes('\nAK9,ANG MO KIO AVENUE 9,29674.8184,40616.875\n'));
    assert.deepEqual(findProblems(fixed, 'csv'), []);
  });

  it('a GeoJSON whose every position is latitude first: each one, and the fix-all', () => {
    const text = readFileSync(join(dir, 'stations-latitude-first.geojson'), 'utf8');
    const problems = findProblems(text, 'geojson');
    assert.deepEqual(problems.map((p) => p.code), Array(4).fill('latitude-first'));
    const fixed = applyEdits(text, allEdits(problems, 'swap'));
    assert.ok(fixed.includes('"coordinates": [103.851463066212, 1.28393326234538]'));
    assert.deepEqual(findProblems(fixed, 'geojson'), []);
  });
});
