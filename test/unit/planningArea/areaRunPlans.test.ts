// What Add Planning Area says before it asks for a year: for the shipped plan and each other year, whether a
// run adds the columns or finishes them, how many rows it would write out of how many, the rows longer than the
// header it leaves, and a refusal in its own words when the file has some of a plan's columns only. Also the
// text after the edit when its pieces come in any order, and a selection of rows without coordinates.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { addPlanningAreas, applyInsertions, areaRuns } from '../../../src/planningArea/addPlanningAreas';
import { planningAreaIndex } from '../../../src/planningArea';

test('a fresh table: both plans add, two rows of three to write (one holds no coordinates)', () => {
  const text = 'name,lat,lon\nBishan,1.3510,103.8483\nNone,,\nBedok,1.3236,103.9273\n';
  assert.deepEqual(areaRuns(text, [2014]), {
    runs: [
      { year: undefined, mode: 'add', left: 2, total: 2, longer: [] },
      { year: 2014, mode: 'add', left: 2, total: 2, longer: [] },
    ],
    placed: 2,
  });
});

test('a table run before and stopped: the shipped plan finishes one row of two, a longer row is listed for both plans', () => {
  const text = 'name,lat,lon,planning_area,region\nBishan,1.3510,103.8483,BISHAN,CENTRAL REGION\nBedok,1.3236,103.9273,,\nX,1.3,103.8,a,b,extra\n';
  const longer = [{ start: text.indexOf('X,'), end: text.indexOf(',extra') + ',extra'.length }];
  assert.deepEqual(areaRuns(text, [2014]), {
    runs: [
      { year: undefined, mode: 'finish', left: 1, total: 2, longer },
      { year: 2014, mode: 'add', left: 2, total: 2, longer },
    ],
    placed: 3,
  });
});

test('a file with some of a year\'s columns only: that year is refused in words, the other plan still adds', () => {
  const { runs } = areaRuns('name,lat,lon,planning_area_2014\nBishan,1.3510,103.8483,BISHAN\n', [2014]);
  assert.deepEqual(runs[0], { year: undefined, mode: 'add', left: 1, total: 1, longer: [] });
  assert.deepEqual(runs[1], {
    year: 2014, mode: 'add', left: 0, total: 0, longer: [],
    refused: 'The file already has planning_area_2014: remove or rename it, then run Add Planning Area again. A table or JSON array with all of its columns is finished in place; this file has some of them only.',
  });
});

test('a JSON array run before: one object of two left to finish', () => {
  const text = '[{"lat":1.3510,"lng":103.8483,"planning_area":"BISHAN","region":"CENTRAL REGION"},{"lat":1.3236,"lng":103.9273}]';
  assert.deepEqual(areaRuns(text, []), { runs: [{ year: undefined, mode: 'finish', left: 1, total: 2, longer: [] }], placed: 2 });
});

test('a text that is no table is refused before any plan is looked at', () => {
  assert.throws(() => areaRuns('1.3510 103.8483\n1.3236 103.9273\n', [2014]), { name: 'NotRowsError', message: 'Add Planning Area reads a CSV or TSV file with a header, or a JSON array of objects.' });
});

test('a selection of rows without coordinates changes nothing', () => {
  const text = 'name,lat,lon\nBishan,1.3510,103.8483\nNone,,\n';
  const none = text.indexOf('None');
  const result = addPlanningAreas(text, planningAreaIndex(), [{ start: none, end: none + 2 }]);
  assert.deepEqual(result.insertions, []);
  assert.equal(result.placedRows, 0);
  assert.equal(result.rows.withoutCoordinates, 1);
});

test('the edit\'s pieces in any order give the same text, a replaced cell among them', () => {
  const text = 'a,b,c';
  const pieces = [{ offset: 5, text: ',d' }, { offset: 0, text: '>' }, { offset: 2, length: 1, text: 'B' }];
  assert.equal(applyInsertions(text, pieces), '>a,B,c,d');
  assert.equal(applyInsertions(text, [...pieces].reverse()), '>a,B,c,d');
});

test('columns an older version named onemap_planning_area are finished, not refused', () => {
  const text = 'name,onemap_latitude,onemap_longitude,onemap_planning_area,onemap_region\nA,1.3510,103.8483,BISHAN,CENTRAL REGION\nB,1.3236,103.9273,,\n';
  assert.deepEqual(areaRuns(text, []).runs, [{ year: undefined, mode: 'finish', left: 1, total: 2, longer: [] }]);
});

test('a JSON trip array: an object holding its start only, with the start\'s fields, is done; one with its end only is left', () => {
  const text = '[{"start_lat":1.3510,"start_lng":103.8483,"end_lat":1.3236,"end_lng":103.9273,"start_planning_area":"BISHAN","start_region":"CENTRAL REGION","end_planning_area":"BEDOK","end_region":"EAST REGION"},'
    + '{"start_lat":1.3510,"start_lng":103.8483,"start_planning_area":"BISHAN","start_region":"CENTRAL REGION"},{"end_lat":1.3236,"end_lng":103.9273}]';
  assert.deepEqual(areaRuns(text, []).runs, [{ year: undefined, mode: 'finish', left: 1, total: 3, longer: [] }]);
});
