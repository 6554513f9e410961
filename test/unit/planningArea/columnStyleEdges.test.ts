// The new columns' names in the file's own style when its names are several words: PostalCode and
// BuildingName are PascalCase (each capital followed by any number of small letters), so the new columns read
// PlanningArea and Region; and Geocode Addresses' bare `onemap` pair gives planning_area, or geocoded_ beside
// a pair of the row's own.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { areaStems, columnNames, nameStyle } from '../../../src/planningArea/columnNames';

test('names of several capitalised words are PascalCase, and the new columns follow', () => {
  assert.equal(nameStyle(['PostalCode', 'BuildingName', 'Latitude', 'Longitude']), 'pascal');
  assert.equal(nameStyle(['BlkNo', 'StreetName']), 'pascal');
  assert.deepEqual(columnNames('', nameStyle(['PostalCode', 'BuildingName'])), ['PlanningArea', 'Region']);
});

test("Geocode Addresses' onemap pair alone gives planning_area; beside the row's own pair, geocoded_planning_area", () => {
  assert.deepEqual(areaStems(['onemap']), ['']);
  assert.deepEqual(areaStems(['', 'onemap']), ['', 'geocoded']);
  assert.deepEqual(areaStems(['start', 'onemap_start']), ['start', 'geocoded_start']);
  assert.deepEqual(areaStems(['start', 'onemap_end']), ['start', 'end']);
});
