// Add Planning Area on real files (test/fixtures/real) and on the forms a user writes: the rows in, the text
// out. The files' own WGS84 (read here with JSON.parse and a plain CSV reader) placed by the shipped index
// are the oracle; the HDB car parks' SVY21 rows are checked against the same rows converted by data.gov.sg's
// own WGS84 file.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addPlanningAreas, applyInsertions, ColumnsThereError, NotRowsError, planningAreaIndex } from '../../../src/planningArea';
import { placementValues } from '../../../src/planningArea/columnNames';
import { csvRecords, oneMapResults, parseCsv, readReal } from '../coords/realFixtures';

const index = planningAreaIndex();
const expected = (lon: number, lat: number): [string, string] => placementValues(index.locate(lon, lat));
const run = (text: string, spans: Array<{ start: number; end: number }> = []): { text: string; result: ReturnType<typeof addPlanningAreas> } => {
  const result = addPlanningAreas(text, index, spans);
  return { text: applyInsertions(text, result.insertions), result };
};

describe('Add Planning Area: real files', () => {
  it('LTA bus stops (JSON, PascalCase keys, tabs): each stop gets PlanningArea and Region after Longitude, in its own indentation', () => {
    const source = readReal('lta-datamall-bus-stops.json');
    const { text, result } = run(source);
    const before = JSON.parse(source) as Array<Record<string, unknown>>;
    const after = JSON.parse(text) as Array<Record<string, unknown>>;
    assert.equal(after.length, before.length);
    for (const [i, stop] of before.entries()) {
      const [area, region] = expected(stop.Longitude as number, stop.Latitude as number);
      assert.deepEqual(after[i], { ...stop, PlanningArea: area, Region: region });
      assert.deepEqual(Object.keys(after[i]!).slice(-2), ['PlanningArea', 'Region']);
    }
    assert.match(text, /"Longitude": 103\.85253591654006,\n\t\t"PlanningArea": "ROCHOR",\n\t\t"Region": "CENTRAL REGION"\n\t\}/);
    assert.deepEqual(result.columns, ['PlanningArea', 'Region']);
    assert.equal(result.rows.inside + result.rows.boundary + result.rows.outside, before.length);
  });

  it('HDB car parks (CSV, SVY21, quoted): planning_area and region after the last column, quoted like the rest', () => {
    const source = readReal('hdb-carpark-information.csv');
    const { text } = run(source);
    const oracle = new Map(csvRecords('hdb-carpark-information-with-wgs84.csv').map((r) => [r.car_park_no, r]));
    const [header, ...rows] = parseCsv(text);
    const [sourceHeader, ...sourceRows] = parseCsv(source);
    assert.deepEqual(header, [...sourceHeader!, 'planning_area', 'region']);
    assert.equal(rows.length, sourceRows.length);
    let compared = 0;
    for (const [i, row] of rows.entries()) {
      assert.deepEqual(row.slice(0, -2), sourceRows[i]);
      // The 2025 file with WGS84 holds 293 of these 300 car parks (and BJ13 with empty cells).
      const wgs84 = oracle.get(row[0]!);
      if (!wgs84?.latitude) continue;
      compared++;
      assert.deepEqual(row.slice(-2), expected(Number(wgs84.longitude), Number(wgs84.latitude)), row[0]);
    }
    assert.ok(compared >= 290, `${compared} rows compared`);
    assert.ok(text.split('\n')[1]!.endsWith('"Y","ROCHOR","CENTRAL REGION"'), text.split('\n')[1]);
  });

  it('HDB car parks with both SVY21 and WGS84 columns: one place per row, one pair of columns', () => {
    const { text, result } = run(readReal('hdb-carpark-information-with-wgs84.csv'));
    assert.deepEqual(result.columns, ['planning_area', 'region']);
    assert.ok(text.startsWith('car_park_no,address,x_coord,y_coord,') && text.split('\n')[0]!.endsWith(',latitude,longitude,planning_area,region'));
  });

  it('OneMap search results (X, Y, LATITUDE, LONGITUDE in strings, upper-case keys): PLANNING_AREA and REGION in each result', () => {
    const source = readReal('onemap-mrt-stations.json');
    const { text, result } = run(source);
    const results = (JSON.parse(text) as Array<{ 'Possible Locations': Array<Record<string, string>> }>).flatMap((s) => s['Possible Locations']);
    const before = oneMapResults('onemap-mrt-stations.json');
    assert.equal(results.length, before.length);
    for (const [i, r] of results.entries()) {
      const [area, region] = expected(Number(before[i]!.LONGITUDE), Number(before[i]!.LATITUDE));
      assert.deepEqual(r, { ...before[i], PLANNING_AREA: area, REGION: region });
    }
    assert.deepEqual(result.columns, ['PLANNING_AREA', 'REGION']);
  });
});

describe('Add Planning Area: forms, boundaries and what is left alone', () => {
  it('a TSV of trips: one pair of columns per place, named after the pair, after the last column', () => {
    const source = 'trip\tstart_lat\tstart_lng\tend_lat\tend_lng\tmode\n1\t1.3510\t103.8483\t1.2840\t103.8514\tbus\n';
    assert.equal(
      run(source).text,
      'trip\tstart_lat\tstart_lng\tend_lat\tend_lng\tmode\tstart_planning_area\tstart_region\tend_planning_area\tend_region\n' +
        '1\t1.3510\t103.8483\t1.2840\t103.8514\tbus\tBISHAN\tCENTRAL REGION\tDOWNTOWN CORE\tCENTRAL REGION\n',
    );
  });

  it('upper-case headers get upper-case names; a row in the sea says outside; a row without coordinates gets empty cells and is counted', () => {
    const source = 'NAME,LAT,LON\r\nBishan,1.3510,103.8483\r\nSea,1.29,103.93\r\nNowhere,,\r\n';
    const { text, result } = run(source);
    assert.equal(text, 'NAME,LAT,LON,PLANNING_AREA,REGION\r\nBishan,1.3510,103.8483,BISHAN,CENTRAL REGION\r\nSea,1.29,103.93,outside,outside\r\nNowhere,,,,\r\n');
    assert.deepEqual(result.rows, { inside: 1, boundary: 0, outside: 1, withoutCoordinates: 1 });
  });

  it('a point on the edge Bishan shares with a neighbour gets "boundary: A / B"', () => {
    const ring = index.areas.findIndex((a) => a.area === 'BISHAN');
    assert.ok(ring >= 0);
    // The midpoint of a long Bishan edge shared with Toa Payoh, from the bundle itself: found by the engine's own answer.
    let point: [number, number] | undefined;
    for (let lat = 1.335; lat < 1.345 && !point; lat += 0.00001) {
      const found = index.locate(103.8485, lat);
      if (found.kind === 'boundary' && found.areas.length === 2) point = [103.8485, lat];
    }
    assert.ok(point, 'a boundary point south of Bishan');
    const found = index.locate(...point);
    assert.equal(found.kind, 'boundary');
    const source = `name,lat,lon\nedge,${point[1]},${point[0]}\n`;
    const [area, region] = run(source).text.split('\n')[1]!.split(',').slice(3);
    assert.match(area!, /^boundary: BISHAN \/ [A-Z ]+$|^boundary: [A-Z ]+ \/ BISHAN$/);
    assert.equal(region, 'CENTRAL REGION');
  });

  it('objects written on one line get the fields on the same line, with their spacing; only selected rows change', () => {
    const source = '[{"n":"a","lat":1.3510,"lng":103.8483},\n {"n":"b","lat":1.2840,"lng":103.8514}]';
    const second = source.indexOf('{"n":"b"');
    assert.equal(
      run(source, [{ start: second + 3, end: second + 3 }]).text,
      '[{"n":"a","lat":1.3510,"lng":103.8483},\n {"n":"b","lat":1.2840,"lng":103.8514,"planning_area":"DOWNTOWN CORE","region":"CENTRAL REGION"}]',
    );
  });

  it('camelCase keys get camelCase names', () => {
    const { text } = run('[{ "stopName": "x", "latitude": 1.3510, "longitude": 103.8483 }]');
    assert.equal(text, '[{ "stopName": "x", "latitude": 1.3510, "longitude": 103.8483, "planningArea": "BISHAN", "region": "CENTRAL REGION" }]');
  });

  it('run twice: a table or JSON array whose every row has its area is left as it is; one with some of the fields only is refused', () => {
    const csv = run('name,lat,lon\nBishan,1.3510,103.8483\n').text;
    const again = addPlanningAreas(csv, index);
    assert.deepEqual([again.mode, again.insertions, again.done], ['finish', [], 1]);
    assert.throws(() => addPlanningAreas('name,lat,lon,planning_area\nBishan,1.3510,103.8483,BISHAN\n', index), ColumnsThereError);
    const json = run(readReal('lta-datamall-bus-stops.json')).text;
    const jsonAgain = addPlanningAreas(json, index);
    assert.deepEqual([jsonAgain.mode, jsonAgain.insertions, jsonAgain.done], ['finish', [], 300]);
    // One object lacking a field is finished with it; every object lacking it: the fields are someone else's.
    const oneShort = json.replace(/,\n\t\t"Region": "[^"]*"/, '');
    assert.equal(applyInsertions(oneShort, addPlanningAreas(oneShort, index).insertions), json);
    assert.throws(() => addPlanningAreas(json.replace(/,\n\t\t"Region": "[^"]*"/g, ''), index), /already has PlanningArea/);
  });

  it('text that is neither a table with a header nor JSON is refused', () => {
    assert.throws(() => addPlanningAreas('1.3510, 103.8483\n1.2840, 103.8514\n', index), NotRowsError);
  });
});

describe('Add Planning Area: GeoJSON', () => {
  it("a Point Feature's properties take the fields; a polygon's vertices are no rows", () => {
    const source = [
      '{"type":"FeatureCollection","features":[',
      '{"type":"Feature","properties":{"name":"Bishan"},"geometry":{"type":"Point","coordinates":[103.8483,1.3510]}},',
      '{"type":"Feature","properties":{"name":"box"},"geometry":{"type":"Polygon","coordinates":[[[103.84,1.35],[103.85,1.35],[103.85,1.36],[103.84,1.35]]]}}',
      ']}',
    ].join('\n');
    const { text } = run(source);
    const features = (JSON.parse(text) as { features: Array<{ properties: Record<string, string>; geometry: Record<string, unknown> }> }).features;
    assert.deepEqual(features[0]!.properties, { name: 'Bishan', planning_area: 'BISHAN', region: 'CENTRAL REGION' });
    assert.deepEqual(Object.keys(features[0]!.geometry), ['type', 'coordinates']);
    assert.deepEqual(features[1]!.properties, { name: 'box' });
  });
});
