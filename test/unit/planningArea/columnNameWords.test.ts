// Column names where the header gives no sign of a style, and Geocode's `onemap` stems of two words.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { areaStems, columnNames, nameStyle } from '../../../src/planningArea/columnNames';

test('a header of single lower-case words (id, lat, lng) is snake_case: planning_area, region', () => {
  for (const header of [['id', 'lat', 'lng'], ['lat', 'lon'], ['123', '456'], []]) {
    const style = nameStyle(header);
    assert.equal(style, 'snake', header.join(','));
    assert.deepEqual(columnNames('', style), ['planning_area', 'region']);
  }
});

test('Geocode columns of a two-word stem beside that stem\'s own pair: geocoded, never merged', () => {
  assert.deepEqual(areaStems(['home_office', 'home_office_onemap']), ['home_office', 'home_office_geocoded']);
  assert.deepEqual(areaStems(['home_office_onemap']), ['home_office']);
  assert.deepEqual(areaStems(['home_office_onemap', 'home']), ['home_office', 'home']);
});
