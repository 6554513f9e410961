// A block of columns selected row by row: the header names the selections' text from the field they start at.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { columnCut, onlyColumns } from '../../../../src/shared/coords';
import { forgetNames } from '../../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

describe('columnCut: the header from the field the selections start at', () => {
  const header = 'id,name,lat,lng,elevation_m';
  const cases: [name: string, header: string, prefixes: string[], expected: ReturnType<typeof columnCut>][] = [
    ['rows selected whole', header, ['', ''], { header, offset: 0 }],
    ['a block from the third field', header, ['1,Raffles Place MRT,', '22,"Marina Bay Sands, Tower 1",'], { header: 'lat,lng,elevation_m', offset: 8 }],
    ['a quoted header field with a comma', 'id,"name, full",lat,lng', ['7,x,y,'], { header: 'lng', offset: 20 }],
    ['tab-separated', 'id\tlat\tlng', ['1\t'], { header: 'lat\tlng', offset: 3 }],
    ['a selection inside a field', header, ['1,Raffles Pl'], undefined],
    ['a selection inside quotes', header, ['1,"Marina Bay Sands,'], undefined],
    ['selections from different fields', header, ['1,', '2,Name,'], undefined],
    ['no selections: the whole header', header, [], { header, offset: 0 }],
  ];
  for (const [name, line, prefixes, expected] of cases) {
    it(name, () => assert.deepEqual(columnCut(line, prefixes), expected));
  }
});

describe('onlyColumns: the header with every other name blanked', () => {
  it('keeps the named spans, and every offset and delimiter', () => {
    const header = 'X,Y,"LAT, deg",LATITUDE,LONGITUDE';
    assert.equal(onlyColumns(header, [{ start: 15, end: 23 }, { start: 24, end: 33 }]), ' , ,          ,LATITUDE,LONGITUDE');
  });
});
