// The names Add Planning Area writes and the values under them, as a user reads them in the file: the header's
// own style (ties and names without letters included), a trip's two places, Geocode Addresses' onemap_ pairs,
// another year's suffix, and the words of a point on a boundary or a coast.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { areaStems, columnNames, ColumnsThereError, nameStyle, placementValues, placeStem, styled } from '../../../src/planningArea/columnNames';

const bedok = { area: 'BEDOK', region: 'EAST REGION' };
const tampines = { area: 'TAMPINES', region: 'EAST REGION' };
const hougang = { area: 'HOUGANG', region: 'NORTH-EAST REGION' };

describe('the header style', () => {
  it('upper, camel, pascal and snake case each win where most names follow them', () => {
    assert.equal(nameStyle(['NAME', 'LAT', 'LON']), 'upper');
    assert.equal(nameStyle(['busStop', 'startLat', 'name']), 'camel');
    assert.equal(nameStyle(['BusStopCode', 'Lat2', 'Name']), 'pascal');
    assert.equal(nameStyle(['bus_stop', 'x-coord', 'post code']), 'snake');
    assert.equal(nameStyle(['lat2Lon', 'name']), 'camel');
  });

  it('single lower-case words, names without letters and an empty header are snake_case', () => {
    assert.deepEqual([['lat', 'lon'], ['123', '_', 'lat'], [], ['']].map(nameStyle), ['snake', 'snake', 'snake', 'snake']);
  });

  it('a name that mixes styles counts for none of them', () => {
    // x_startLat is no camelCase (it does not start so), Ab_c no PascalCase (it does not end so), Lat_lon no snake_case.
    assert.deepEqual([['x_startLat'], ['Ab_c'], ['a1B', 'Name_x']].map(nameStyle), ['snake', 'snake', 'camel']);
    assert.equal(nameStyle(['Lat_lon', 'Lng_x', 'Name']), 'pascal');
  });

  it('a tie goes to the first of upper, pascal, camel; snake_case wins a tie it is in (the names stay as most files write them)', () => {
    assert.equal(nameStyle(['LAT', 'Name']), 'upper');
    assert.equal(nameStyle(['Name', 'startLat']), 'pascal');
    assert.equal(nameStyle(['startLat', 'bus_stop']), 'snake');
    assert.equal(nameStyle(['startLat', 'endLat', 'bus_stop']), 'camel');
    assert.equal(nameStyle(['LAT', 'Name', 'Code']), 'pascal');
  });

  it('words joined in each style', () => {
    const words = ['start', 'planning', 'area'];
    assert.deepEqual(
      (['upper', 'snake', 'camel', 'pascal'] as const).map((s) => styled(words, s)),
      ['START_PLANNING_AREA', 'start_planning_area', 'startPlanningArea', 'StartPlanningArea'],
    );
    assert.equal(styled(['region'], 'camel'), 'region');
  });
});

describe('the column names', () => {
  it('a pair without a stem gives planning_area and region; a trip end gives its own; position words are no place', () => {
    assert.deepEqual(columnNames('', 'snake'), ['planning_area', 'region']);
    assert.deepEqual(columnNames('end', 'pascal'), ['EndPlanningArea', 'EndRegion']);
    assert.deepEqual(columnNames('start_coord', 'camel'), ['startPlanningArea', 'startRegion']);
    assert.equal(placeStem('x__coord_pickup_location'), 'x_pickup');
  });

  it('another year says its year, in the same style', () => {
    assert.deepEqual(columnNames('', 'snake', 2014), ['planning_area_2014', 'region_2014']);
    assert.deepEqual(columnNames('start', 'upper', 1998), ['START_PLANNING_AREA_1998', 'START_REGION_1998']);
  });

  it("Geocode Addresses' onemap pair gives planning_area, or geocoded_ when a pair of the row's own takes that", () => {
    assert.deepEqual(areaStems(['onemap']), ['']);
    assert.deepEqual(areaStems(['', 'onemap']), ['', 'geocoded']);
    assert.deepEqual(areaStems(['onemap', '']), ['geocoded', '']);
    assert.deepEqual(areaStems(['start_onemap', 'end']), ['start', 'end']);
    assert.deepEqual(areaStems(['start', 'start_onemap']), ['start', 'start_geocoded']);
    assert.deepEqual(areaStems(['start', 'end']), ['start', 'end']);
  });

  it('the refusal names the column, the command and the way out', () => {
    const error = new ColumnsThereError('region', 'Reverse Geocode');
    assert.equal(error.name, 'ColumnsThereError');
    assert.equal(
      error.message,
      'The file already has region: remove or rename it, then run Reverse Geocode again. A table or JSON array with all of its columns is finished in place; this file has some of them only.',
    );
    assert.match(new ColumnsThereError('x').message, /run Add Planning Area again/);
  });
});

describe('the values', () => {
  it('inside an area: its name and region; outside every area: outside twice', () => {
    assert.deepEqual(placementValues({ kind: 'inside', ...bedok }), ['BEDOK', 'EAST REGION']);
    assert.deepEqual(placementValues({ kind: 'outside' }), ['outside', 'outside']);
  });

  it('on a boundary: every area named; the region once when they share it, every region when they do not', () => {
    assert.deepEqual(placementValues({ kind: 'boundary', areas: [bedok, tampines], outside: false }), ['boundary: BEDOK / TAMPINES', 'EAST REGION']);
    assert.deepEqual(placementValues({ kind: 'boundary', areas: [hougang, tampines], outside: false }), ['boundary: HOUGANG / TAMPINES', 'boundary: NORTH-EAST REGION / EAST REGION']);
  });

  it('on a coast: the area and outside, in both cells', () => {
    assert.deepEqual(placementValues({ kind: 'boundary', areas: [bedok], outside: true }), ['boundary: BEDOK / outside', 'boundary: EAST REGION / outside']);
    assert.deepEqual(placementValues({ kind: 'boundary', areas: [bedok, hougang], outside: true }), [
      'boundary: BEDOK / HOUGANG / outside',
      'boundary: EAST REGION / NORTH-EAST REGION / outside',
    ]);
  });
});
