// Geocode Addresses run again on a file it wrote, as a user meets it: Cancel, Apply the rows done, run again; rows
// edited or typed during the job; a row with more cells than its header. On MOE's real school list, answered by
// the simulator's gazetteer. What a user checks: every line as wide as its header, the values under their names,
// and a run finished in two goes the same file as a run never stopped.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RowTracker } from '../../../src/batch/rowTracker';
import { placeInsertions } from '../../../src/batch/rowWrite';
import { squareEdits } from '../../../src/batch/squareRows';
import { geocodeInsertions, geocodeRun, geocodeShape, keyOf, planGeocode, sourceRows, trackedRowsOf, type Answer } from '../../../src/geocode';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { resolvedText } from '../../../src/geocode/resolveWords';
import { parseCsv } from '../coords/realFixtures';
import { answersFor, readReal } from './support';

const SCHOOLS = readReal('moe-general-information-of-schools.csv');

/** The file geocoded by postal code with `answers` (a full run: every answer; a cancelled one: some). */
function geocodeWith(text: string, answers: (all: Map<string, Answer>) => Map<string, Answer>): { out: string; plan: ReturnType<typeof planGeocode> } {
  const source = sourceRows(text);
  const plan = planGeocode(source, [source.names.indexOf('postal_code')], 'wgs84');
  return { out: applyInsertions(text, geocodeInsertions(text, plan, 'wgs84', answers(answersFor(plan)))), plan };
}

/** Runs again on `text` (a file with the columns), with every answer. */
function finish(text: string, column = 'postal_code'): { out: string; left: number } {
  const source = sourceRows(text);
  const run = geocodeRun(source);
  assert.equal(run.mode, 'finish');
  const plan = planGeocode(source, [source.names.indexOf(column)], 'both', run);
  return { out: applyInsertions(text, geocodeInsertions(text, plan, 'both', answersFor(plan))), left: run.rows.length };
}

function widths(text: string): number[] {
  return parseCsv(text).map((row) => row.length);
}

describe('Geocode Addresses run again', () => {
  const once = geocodeWith(SCHOOLS, (all) => all).out;

  it('Cancel after 20 answers → Apply → run again: the 40 rows not asked are finished in place, the file the same as a run never stopped', () => {
    const { out: applied, plan } = geocodeWith(SCHOOLS, (all) => new Map([...all].slice(0, 20)));
    const notAsked = applied.split('\n').filter((l) => l.endsWith(',not asked')).length;
    assert.equal(notAsked, plan.source.rows.length - 20);
    assert.deepEqual(new Set(widths(applied)), new Set([parseCsv(SCHOOLS)[0]!.length + 5]), 'every row as wide as its header');
    const again = finish(applied);
    assert.equal(again.left, notAsked);
    assert.equal(again.out, once);
  });

  it('rows OneMap answered with an error are asked again; the rows done are neither asked nor touched', () => {
    const { out: failed } = geocodeWith(SCHOOLS, (all) => new Map([...all].map(([key, answer], i) => [key, i % 7 === 0 ? { ok: false, error: 'Service unavailable' } : answer])));
    assert.ok(failed.includes(',error: Service unavailable\n'));
    const source = sourceRows(failed);
    const plan = planGeocode(source, [source.names.indexOf('postal_code')], 'wgs84', geocodeRun(source));
    assert.deepEqual(
      plan.items.map((i) => i.key),
      [...answersFor(geocodeWith(SCHOOLS, (a) => a).plan).keys()].filter((_, i) => i % 7 === 0),
    );
    assert.equal(finish(failed).out, once);
  });

  it('run again with nothing left: no row is written', () => {
    const run = geocodeRun(sourceRows(once));
    assert.deepEqual([run.rows.length, run.done, run.longer.length], [0, parseCsv(SCHOOLS).length - 1, 0]);
  });

  it('a row with more cells than its header is listed and left as it is; every other row gets its values under their names', () => {
    const lines = SCHOOLS.split('\n');
    lines[3] = `${lines[3]},an extra cell`;
    const text = lines.join('\n');
    const source = sourceRows(text);
    const run = geocodeRun(source);
    assert.deepEqual(run.longer.map((r) => r.label), ['line 4']);
    const { out } = geocodeWith(text, (all) => all);
    const outLines = out.split('\n');
    assert.equal(outLines[3], lines[3], 'the longer row is untouched');
    const onceLines = once.split('\n');
    assert.deepEqual([...outLines.slice(0, 3), ...outLines.slice(4)], [...onceLines.slice(0, 3), ...onceLines.slice(4)]);
    // Run again: still listed, never written.
    const again = geocodeRun(sourceRows(out));
    assert.deepEqual([again.rows.length, again.longer.map((r) => r.label)], [0, ['line 4']]);
  });

  it('a row edited and a row typed during the job get the header\'s cells and `not asked`; run again finishes exactly them', () => {
    const source = sourceRows(SCHOOLS);
    const plan = planGeocode(source, [source.names.indexOf('postal_code')], 'wgs84');
    const rows = trackedRowsOf(plan.source);
    const tracker = new RowTracker(rows);
    // The user changes line 3's postal code (738907 → 737916's neighbour) and types a new school after line 5.
    const row3 = plan.source.rows[1]!;
    const postalAt = SCHOOLS.indexOf(',737916,', row3.start) + 1;
    let now = `${SCHOOLS.slice(0, postalAt)}738907${SCHOOLS.slice(postalAt + 6)}`;
    tracker.applyChange(postalAt, 6, 6, '738907');
    const typedAt = plan.source.rows[3]!.end;
    const typed = '\nNEW SCHOOL,,11 WOODLANDS CIRCLE,738907';
    now = now.slice(0, typedAt) + typed + now.slice(typedAt);
    tracker.applyChange(typedAt, 0, typed.length, typed);
    const placed = placeInsertions(tracker, rows, geocodeInsertions(SCHOOLS, plan, 'wgs84', answersFor(plan)), 'Geocoding addresses');
    assert.deepEqual(placed.skipped.map((i) => rows[i]!.label), ['line 3']);
    const square = squareEdits(now, SCHOOLS, tracker, rows, geocodeShape(plan)!);
    assert.equal(square.rows, 2);
    const out = applyInsertions(now, [...placed.edits, ...square.edits]);
    const width = parseCsv(out)[0]!.length;
    assert.deepEqual(new Set(widths(out)), new Set([width]), 'every row as wide as its header');
    const lines = out.split('\n');
    assert.ok(lines[2]!.startsWith('ADMIRALTY SECONDARY SCHOOL,') && lines[2]!.endsWith(',,,,,not asked'), lines[2]);
    assert.equal(lines[5], 'NEW SCHOOL,,11 WOODLANDS CIRCLE,738907' + ','.repeat(width - 4 - 1) + ',not asked');
    const again = geocodeRun(sourceRows(out));
    assert.deepEqual(again.rows.map((r) => r.label), ['line 3', 'line 6']);
    const finished = finish(out).out.split('\n');
    assert.ok(finished[2]!.endsWith(',exact') && finished[5]!.endsWith(',exact'), `${finished[2]}\n${finished[5]}`);
    assert.equal(finished[2]!.split(',').slice(-5, -3).join(','), finished[1]!.split(',').slice(-5, -3).join(','), 'line 3 now has 738907\'s place');
  });

  it('a quoted table keeps its quotes in the cells it finishes; only the columns written change', () => {
    const text = '"name","postal"\n"Admiralty","738907"\n"Nowhere","000000"\n';
    const cancelled = applyInsertions(text, (() => {
      const source = sourceRows(text);
      const plan = planGeocode(source, [1], 'wgs84');
      const one = new Map([[keyOf('738907'), answersFor(plan).get(keyOf('738907'))!]]);
      return geocodeInsertions(text, plan, 'wgs84', one);
    })());
    assert.match(cancelled.split('\n')[2]!, /^"Nowhere","000000","","","","","not asked"$/);
    const out = finish(cancelled, 'postal').out;
    assert.equal(out.split('\n')[1], cancelled.split('\n')[1]);
    assert.match(out.split('\n')[2]!, /^"Nowhere","000000","","","","","not found"$/);
  });
});

describe('Resolve Ambiguous Rows, when its walk ends', () => {
  it('says how many rows were picked, and how to pick the rest, in its first sentence', () => {
    assert.equal(resolvedText(1, 1), 'Resolved the ambiguous row: its match now says picked.');
    assert.equal(resolvedText(5, 5), 'Resolved all 5 ambiguous rows: their match now says picked.');
    assert.equal(resolvedText(3, 5), 'Resolved 3 of 5 ambiguous rows: run Resolve Ambiguous Rows again to pick the 2 left.');
    assert.equal(resolvedText(0, 1), 'Resolved 0 of 1 ambiguous row: run Resolve Ambiguous Rows again to pick the 1 left.');
  });
});
