// Add Planning Area on the table forms users meet, the text out read as a user reads it: quoted fields that
// hold line breaks, quotes and delimiters; blank and comment lines; rows short of or longer than the header;
// semicolons and tabs; a file run again with some rows done. A small index of two squares keeps each case quick.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addPlanningAreas, applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { AreaIndex } from '../../../src/planningArea/areaIndex';
import { flatRings } from '../../../src/planningArea/decode';

const square = (west: number, south: number): number[][] => [[west, south], [west + 0.02, south], [west + 0.02, south + 0.02], [west, south + 0.02], [west, south]];
// BISHAN: 103.84–103.86 E, 1.34–1.36 N; BEDOK: 103.92–103.94 E, 1.32–1.34 N.
const index = new AreaIndex([
  { name: 'BISHAN', region: 'CENTRAL REGION', rings: flatRings([square(103.84, 1.34)]) },
  { name: 'BEDOK', region: 'EAST REGION', rings: flatRings([square(103.92, 1.32)]) },
]);
const add = (text: string): string => applyInsertions(text, addPlanningAreas(text, index).insertions);

describe('Add Planning Area: where a row ends', () => {
  it('a quoted field holding a line break is one row: the cells go after its last field, not inside the quotes, quoted as the row begins', () => {
    assert.equal(
      add('name,lat,lon\n"Block 1\nBishan",1.35,103.85\nBedok,1.33,103.93\n'),
      'name,lat,lon,planning_area,region\n"Block 1\nBishan",1.35,103.85,"BISHAN","CENTRAL REGION"\nBedok,1.33,103.93,BEDOK,EAST REGION\n',
    );
  });

  it('a quoted field after the first, with doubled quotes and a line break, ends where its closing quote is', () => {
    assert.equal(
      add('lat,lon,note\n1.35,103.85,"say ""hi""\nthen ""bye"""\n1.33,103.93,"a, b"\n'),
      'lat,lon,note,planning_area,region\n1.35,103.85,"say ""hi""\nthen ""bye""",BISHAN,CENTRAL REGION\n1.33,103.93,"a, b",BEDOK,EAST REGION\n',
    );
  });

  it('a quote inside a field is a character: the row still ends at its line break', () => {
    assert.equal(
      add('lat,lon,pipe\n1.35,103.85,5" pipe\n1.33,103.93,2" tap\n'),
      'lat,lon,pipe,planning_area,region\n1.35,103.85,5" pipe,BISHAN,CENTRAL REGION\n1.33,103.93,2" tap,BEDOK,EAST REGION\n',
    );
  });

  it('a quoted field never closed runs to the end: its row is the last one and gets its cells at the end of the text', () => {
    assert.equal(add('lat,lon,note\n1.35,103.85,"open\n1.33,103.93,x'), 'lat,lon,note,planning_area,region\n1.35,103.85,"open\n1.33,103.93,x,BISHAN,CENTRAL REGION');
  });

  it('CRLF rows get their cells before the carriage return, the last row without a line break too', () => {
    assert.equal(add('lat,lon\r\n1.35,103.85\r\n1.33,103.93'), 'lat,lon,planning_area,region\r\n1.35,103.85,BISHAN,CENTRAL REGION\r\n1.33,103.93,BEDOK,EAST REGION');
  });

  it('blank lines, lines of spaces and # comments are no rows; a # line with coordinates is one; a line of other text is a row', () => {
    const source = 'name,lat,lon\n\n   \n# a comment\n  # an indented one\n#5 Bishan St,1.35,103.85\n\u00e9cole,,\n\tx,,\nBedok,1.33,103.93\n';
    assert.equal(
      add(source),
      'name,lat,lon,planning_area,region\n\n   \n# a comment\n  # an indented one\n#5 Bishan St,1.35,103.85,BISHAN,CENTRAL REGION\n\u00e9cole,,,,\n\tx,,,,\nBedok,1.33,103.93,BEDOK,EAST REGION\n',
    );
    assert.equal(addPlanningAreas(source, index).rows.withoutCoordinates, 2);
  });
});

describe('Add Planning Area: cells under their names', () => {
  it('a row short of the header gets empty cells first; a row longer than it is left as it is and listed', () => {
    const source = 'name,lat,lon,note\nshort,1.35,103.85\nlong,1.33,103.93,x,extra\nquoted,1.33,103.93,"x,y"\n';
    const result = addPlanningAreas(source, index);
    assert.equal(
      applyInsertions(source, result.insertions),
      'name,lat,lon,note,planning_area,region\nshort,1.35,103.85,,BISHAN,CENTRAL REGION\nlong,1.33,103.93,x,extra\nquoted,1.33,103.93,"x,y",BEDOK,EAST REGION\n',
    );
  });

  it('a row as wide as the header is written, one cell wider is not: the exact edge', () => {
    const source = 'lat,lon,a,b\n1.35,103.85,1,2\n1.33,103.93,1,2,3\n';
    assert.equal(add(source), 'lat,lon,a,b,planning_area,region\n1.35,103.85,1,2,BISHAN,CENTRAL REGION\n1.33,103.93,1,2,3\n');
  });

  it('semicolons and tabs are the delimiter when the header uses them; a quoted row gets quoted cells', () => {
    assert.equal(add('name;lat;lon\nx;1.35;103.85\n'), 'name;lat;lon;planning_area;region\nx;1.35;103.85;BISHAN;CENTRAL REGION\n');
    assert.equal(add('name\tlat\tlon\nx\t1.35\t103.85\n'), 'name\tlat\tlon\tplanning_area\tregion\nx\t1.35\t103.85\tBISHAN\tCENTRAL REGION\n');
    assert.equal(add('"name","lat","lon"\n"x","1.35","103.85"\ny,1.33,103.93\n'), '"name","lat","lon","planning_area","region"\n"x","1.35","103.85","BISHAN","CENTRAL REGION"\ny,1.33,103.93,BEDOK,EAST REGION\n');
  });

  it('a short quoted row gets quoted empty cells, in a semicolon file', () => {
    assert.equal(add('lat;lon;a;b\n"1.35";"103.85"\n'), 'lat;lon;a;b;planning_area;region\n"1.35";"103.85";"";"";"BISHAN";"CENTRAL REGION"\n');
  });
});

describe('Add Planning Area run again', () => {
  it('only the rows without their area are written, in their own cells; done rows, longer rows and a row reaching into the columns are left', () => {
    const source = [
      'name,lat,lon,planning_area,region',
      'done,1.35,103.85,BISHAN,CENTRAL REGION',
      'edited,1.33,103.93',
      'emptied,1.33,103.93,,',
      'halfway,1.33,103.93,BEDOK',
      'longer,1.33,103.93,a,b,c',
      'nowhere,,,,',
      '',
    ].join('\n');
    const result = addPlanningAreas(source, index);
    assert.equal(result.mode, 'finish');
    assert.equal(result.done, 2);
    // halfway has four cells under five names: it had one more than the header before the first run.
    assert.deepEqual(result.longer.map((r) => source.slice(r.start, r.end)), ['halfway,1.33,103.93,BEDOK', 'longer,1.33,103.93,a,b,c']);
    assert.equal(
      applyInsertions(source, result.insertions),
      source.replace('edited,1.33,103.93\n', 'edited,1.33,103.93,BEDOK,EAST REGION\n').replace('emptied,1.33,103.93,,', 'emptied,1.33,103.93,BEDOK,EAST REGION'),
    );
  });

  it('a row that stops inside the columns it had more cells than the header: listed, not written', () => {
    const source = 'name,lat,lon,x,planning_area,region\nodd,1.35,103.85,1,2\n';
    const result = addPlanningAreas(source, index);
    assert.deepEqual([result.mode, result.insertions, result.longer.length], ['finish', [], 1]);
  });
});
