// Where a table job's columns go, checked directly with a small writer: new columns after the header's last,
// or, when the header already names them all (in any style, in any place, the first column included, or under
// an older version's names), those columns of the rows left to do. A header with some of them only is refused
// by name; a row longer than its header, or one reaching into the columns without filling them, is never
// written; a row's shape after the job is as wide as the header.
import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { columnNames, styled, type ColumnWriter } from '../../../src/planningArea/columnNames';
import type { PlacedRecord } from '../../../src/planningArea/rowTypes';
import { headerNames, rowShape, sortRecords, tableLayout } from '../../../src/planningArea/tableLayout';

/** Two columns a pair: planning_area and region, in the header's style. */
function writer(extra: Partial<ColumnWriter<string>> = {}): ColumnWriter<string> {
  return {
    names: (stems, style) => stems.flatMap((stem) => columnNames(stem, style)),
    values: () => [],
    there: (name) => new Error(`The file already has ${name}`),
    ...extra,
  };
}

describe('the layout from the header', () => {
  test('a byte-order mark starts the header only: taken off there, kept inside a name; names are trimmed', () => {
    assert.deepEqual(headerNames('\uFEFFname, lat ,lon', ','), ['name', 'lat', 'lon']);
    assert.deepEqual(headerNames('name,a\uFEFFb', ','), ['name', 'a\uFEFFb']);
  });

  test('new columns go after the last, in the header\'s style; quoted when the header starts with a quote', () => {
    assert.deepEqual(tableLayout('NAME,LAT,LON', ',', [''], writer()), { mode: 'add', columns: ['PLANNING_AREA', 'REGION'], at: [], width: 3, delimiter: ',', quoted: false });
    assert.equal(tableLayout('\uFEFF"name","lat","lon"', ',', [''], writer()).quoted, true);
    assert.equal(tableLayout('name,lat,"lon"', ',', [''], writer()).quoted, false);
  });

  test('a header that has all the columns is finished in place, the first column and another style included', () => {
    assert.deepEqual(tableLayout('planning_area,lat,lon,region', ',', [''], writer()), { mode: 'finish', columns: ['planning_area', 'region'], at: [0, 3], width: 4, delimiter: ',', quoted: false });
    assert.deepEqual(tableLayout('lat;lon;PlanningArea;Region', ';', [''], writer()).at, [2, 3]);
    assert.deepEqual(tableLayout('lat,lon,PLANNING_AREA,region', ',', [''], writer()).columns, ['PLANNING_AREA', 'region']);
  });

  test("an older version's names are finished too; an empty list of them is no match", () => {
    const former = writer({ formerNames: (stems, style) => [stems.flatMap((s) => [styled([s, 'area'].filter(Boolean), style)])] });
    assert.deepEqual(tableLayout('lat,lon,area', ',', [''], former), { mode: 'finish', columns: ['area'], at: [2], width: 3, delimiter: ',', quoted: false });
    assert.equal(tableLayout('lat,lon', ',', [''], writer({ formerNames: () => [[]] })).mode, 'add');
  });

  test('some of the columns only, or a writer that never finishes, is refused with the column named', () => {
    assert.throws(() => tableLayout('lat,lon,region', ',', [''], writer()), /already has region$/);
    assert.throws(() => tableLayout('lat,lon,planning_area,region', ',', [''], writer({ finishes: false })), /already has planning_area$/);
  });
});

const record = (text: string, line: string): PlacedRecord<string> => {
  const start = text.indexOf(line);
  return { start, end: start + line.length, places: new Map([['', 'x']]) };
};

describe('the rows a job writes', () => {
  test('adding: every row as wide as the header or shorter; longer rows listed, never written', () => {
    const text = 'lat,lon\n1.3,103.8\n1.3,103.8,extra\n1.3\n';
    const layout = tableLayout('lat,lon', ',', [''], writer());
    const rows = ['1.3,103.8', '1.3,103.8,extra', '1.3'].map((line) => record(text, line));
    const sorted = sortRecords(text, layout, rows, writer(), ['']);
    assert.deepEqual(sorted, { write: [rows[0], rows[2]], longer: [rows[1]], done: 0 });
  });

  test('finishing: rows missing a cell, `not asked` or an error are written; rows done are counted; rows reaching into the columns are listed', () => {
    const lines = ['1.3,103.8,BEDOK,EAST', '1.3,103.8,not asked,not asked', '1.3,103.8,error: 429,', '1.3,103.8', '1.3,103.8,BEDOK', '1.3,103.8,an error: x,EAST', '1.3,103.8,BEDOK,EAST,more'];
    const text = `lat,lon,planning_area,region\n${lines.join('\n')}\n`;
    const layout = tableLayout('lat,lon,planning_area,region', ',', [''], writer());
    const rows = lines.map((line) => record(text, line));
    const sorted = sortRecords(text, layout, rows, writer(), ['']);
    assert.deepEqual(sorted.write, [rows[1], rows[2], rows[3]]);
    assert.deepEqual(sorted.longer, [rows[4], rows[6]]);
    assert.equal(sorted.done, 2);
  });

  test("a writer's own rule for what is left is the one used", () => {
    const text = 'lat,lon,planning_area,region\n1.3,103.8,BEDOK,EAST\n';
    const layout = tableLayout('lat,lon,planning_area,region', ',', [''], writer());
    const rows = [record(text, '1.3,103.8,BEDOK,EAST')];
    assert.equal(sortRecords(text, layout, rows, writer({ left: (cells) => cells[0] === 'BEDOK' }), ['']).write.length, 1);
  });
});

test("a row the job never asked about ends as wide as the header, `not asked` in the job's columns", () => {
  const add = tableLayout('name,lat,lon', ',', [''], writer());
  assert.deepEqual(rowShape(add, ['not asked', undefined]), { delimiter: ',', width: 5, cells: new Map([[3, 'not asked'], [4, '']]) });
  const finish = tableLayout('planning_area;lat;lon;region', ';', [''], writer());
  assert.deepEqual(rowShape(finish, ['not asked', 7]), { delimiter: ';', width: 4, cells: new Map([[0, 'not asked'], [3, '7']]) });
});
