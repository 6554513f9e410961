// A JSON row broken where the new fields go (a key typed without its value yet, a comma or a closing brace
// missing, a string left open): the reader still finds its place, and writing would put the fields after the
// brace or glue them to the value before. Add Planning Area refuses it naming the line, in words that say what
// to do, and writes nothing; what JSON allows (a trailing comma, a comment between members) is written into.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { addPlanningAreas, applyInsertions, areaRuns, readPlaceRows } from '../../../src/planningArea/addPlanningAreas';
import { planningAreaIndex } from '../../../src/planningArea';

const BISHAN = '"lat": 1.3510, "lng": 103.8483';
const AREA = '"planning_area": "BISHAN", "region": "CENTRAL REGION"';
const WORDS = /, then run the command again: as it is, the file is not JSON, and nothing was written\.$/;

/** The refusal Add Planning Area gives, checked to come before the year is asked too (areaRuns, for `years`). */
function refusal(text: string, years: readonly number[] = [2014]): string {
  let message = '';
  assert.throws(() => addPlanningAreas(text, planningAreaIndex()), (error: Error) => {
    message = error.message;
    return error.name === 'NotRowsError' && WORDS.test(error.message);
  });
  assert.throws(() => areaRuns(text, years), { name: 'NotRowsError', message });
  return message;
}

test('a key without its value as the last member, with or without its colon: refused, the key and its line named', () => {
  assert.match(refusal(`[{${BISHAN}, "note": }]`), /^Give "note" on line 1 a value \(or remove it\)/);
  assert.match(refusal(`[{${BISHAN}, "note"}]`), /^Give "note" on line 1 a value/);
  assert.match(refusal(`[\n  {"id": 1, ${BISHAN}},\n  {\n    ${BISHAN},\n    "Note":\n  }\n]`), /^Give "Note" on line 5 a value/);
  assert.match(refusal(`{"results": [{${BISHAN}, "note": }]}`), /^Give "note" on line 1/);
});

test('the last two members without a comma between them: refused, the key after the gap named', () => {
  assert.match(refusal(`[{"lat": 1.3510, "lng": 103.8483 "note": "x"}]`), /^Put a comma before "note" on line 1/);
  assert.match(refusal(`[{"id": 1, ${BISHAN}},\n{"lat": 1.3510 /* , */\n"lng": 103.8483}]`), /^Put a comma before "lng" on line 3/);
  assert.match(refusal(`[{"lat": 1.3510 // north, in degrees\n "lng": 103.8483}]`), /^Put a comma before "lng" on line 2/);
});

test('an object whose string runs past its brace, or whose brace is missing at the end: refused, its first line named', () => {
  assert.match(refusal(`[{"id": 1, ${BISHAN}},\n {${BISHAN}, "note": "open}]`), /^Close the object that opens on line 2 with its "}"/);
});

test('what JSON (with comments) allows is written into: a trailing comma, a comment or a line break between members', () => {
  const index = planningAreaIndex();
  const cases: Array<[string, string]> = [
    [`[{${BISHAN}, }]`, `[{${BISHAN}, ${AREA}, }]`],
    [`[{"lat": 1.3510, // degrees, north\n "lng": 103.8483}]`, `[{"lat": 1.3510, // degrees, north\n "lng": 103.8483, // degrees, north\n "planning_area": "BISHAN", // degrees, north\n "region": "CENTRAL REGION"}]`],
    [`[{"lat": 1.3510,\n  "lng": 103.8483}]`, `[{"lat": 1.3510,\n  "lng": 103.8483,\n  "planning_area": "BISHAN",\n  "region": "CENTRAL REGION"}]`],
  ];
  for (const [text, expected] of cases) assert.equal(applyInsertions(text, addPlanningAreas(text, index).insertions), expected);
});

test('a broken object that holds no place is left as it is: the rows with places are written', () => {
  const text = `[{${BISHAN}}, {"note": }]`;
  assert.equal(applyInsertions(text, addPlanningAreas(text, planningAreaIndex()).insertions), `[{${BISHAN}, ${AREA}}, {"note": }]`);
});

test('a file that is one GeoJSON Point geometry, not a Feature: no row to write into, said as for a file without places', () => {
  const text = '{"type": "Point", "coordinates": [103.8483, 1.3510]}';
  const read = readPlaceRows(text);
  assert.equal(read.records.length, 0);
  const result = addPlanningAreas(text, planningAreaIndex());
  assert.deepEqual(result.insertions, []);
  assert.equal(result.placedRows, 0);
});

test('run again on a file with its fields, a row left to finish broken where they go: refused before the year is asked', () => {
  const text = `[{${BISHAN}, ${AREA}},\n {${BISHAN}, "planning_area": "", "region": "", "note": }]`;
  // The shipped plan's columns only: the run that finishes them is the one asked about.
  assert.match(refusal(text, []), /^Give "note" on line 2 a value/);
});
