// Add Planning Area on the JSON forms users meet, the text out as a user reads it: the fields in each object's
// own spacing (one member a line, all on one, a colon with spaces), GeoJSON Features' properties (empty, one
// member, written over lines), geometries that are no rows, objects without coordinates beside those with.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addPlanningAreas, applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { AreaIndex } from '../../../src/planningArea/areaIndex';
import { flatRings } from '../../../src/planningArea/decode';

const square = (west: number, south: number): number[][] => [[west, south], [west + 0.02, south], [west + 0.02, south + 0.02], [west, south + 0.02], [west, south]];
const index = new AreaIndex([
  { name: 'BISHAN', region: 'CENTRAL REGION', rings: flatRings([square(103.84, 1.34)]) },
  { name: 'BEDOK', region: 'EAST REGION', rings: flatRings([square(103.92, 1.32)]) },
]);
const add = (text: string): string => applyInsertions(text, addPlanningAreas(text, index).insertions);
const feature = (properties: string, geometry = '{"type": "Point", "coordinates": [103.85, 1.35]}'): string => `{"type": "Feature", "properties": ${properties}, "geometry": ${geometry}}`;

describe('Add Planning Area: JSON objects', () => {
  it('one member a line: the fields each on a line of their own, indented as the members are', () => {
    assert.equal(
      add('[\n  {\n    "lat": 1.35,\n    "lon": 103.85\n  }\n]'),
      '[\n  {\n    "lat": 1.35,\n    "lon": 103.85,\n    "planning_area": "BISHAN",\n    "region": "CENTRAL REGION"\n  }\n]',
    );
  });

  it("a colon with spaces around it is written so; the file's key style is kept", () => {
    assert.equal(add('[{"LAT" : 1.33, "LON" : 103.93}]'), '[{"LAT" : 1.33, "LON" : 103.93, "PLANNING_AREA" : "BEDOK", "REGION" : "EAST REGION"}]');
  });

  it('objects without coordinates beside ones with them are left as they are, and counted', () => {
    const source = '[{"lat": 1.35, "lon": 103.85}, {"lat": null, "lon": null}, {"name": "x"}, [1, 2], 3]';
    const result = addPlanningAreas(source, index);
    assert.equal(
      applyInsertions(source, result.insertions),
      '[{"lat": 1.35, "lon": 103.85, "planning_area": "BISHAN", "region": "CENTRAL REGION"}, {"lat": null, "lon": null}, {"name": "x"}, [1, 2], 3]',
    );
    assert.equal(result.rows.withoutCoordinates, 2);
    assert.equal(result.placedRows, 1);
  });

  it('an object of two places gets both pairs of fields, each named after its place', () => {
    assert.equal(
      add('[{"start_lat": 1.35, "start_lon": 103.85, "end_lat": 1.33, "end_lon": 103.93}]'),
      '[{"start_lat": 1.35, "start_lon": 103.85, "end_lat": 1.33, "end_lon": 103.93, "start_planning_area": "BISHAN", "start_region": "CENTRAL REGION", "end_planning_area": "BEDOK", "end_region": "EAST REGION"}]',
    );
  });
});

describe('Add Planning Area: GeoJSON Features', () => {
  const collection = (...features: string[]): string => `{"type": "FeatureCollection", "features": [${features.join(', ')}]}`;

  it('empty properties get the fields inside their braces', () => {
    assert.equal(add(collection(feature('{}'))), collection(feature('{"planning_area": "BISHAN", "region": "CENTRAL REGION"}')));
  });

  it('properties of one member on one line get the fields after it, on the same line', () => {
    assert.equal(add(collection(feature('{"name": "x"}'))), collection(feature('{"name": "x", "planning_area": "BISHAN", "region": "CENTRAL REGION"}')));
  });

  it('properties of one member written over lines get the fields on lines of their own', () => {
    assert.equal(
      add(collection(feature('{\n\t\t"name": "x"\n\t}'))),
      collection(feature('{\n\t\t"name": "x",\n\t\t"planning_area": "BISHAN",\n\t\t"region": "CENTRAL REGION"\n\t}')),
    );
  });

  it('null properties, a MultiPoint and a Point outside a Feature take nothing', () => {
    const source = collection(
      feature('null'),
      feature('{"name": "m"}', '{"type": "MultiPoint", "coordinates": [[103.85, 1.35], [103.93, 1.33]]}'),
      feature('{"name": "c"}', '{"type": "GeometryCollection", "geometries": [{"type": "Point", "coordinates": [103.93, 1.33]}]}'),
      feature('{"name": "p"}', '{"type": "Point", "coordinates": [103.93, 1.33]}'),
    );
    assert.equal(add(source), source.replace('{"name": "p"}', '{"name": "p", "planning_area": "BEDOK", "region": "EAST REGION"}'));
  });

  it('an object whose type is not a geometry is a row of its own', () => {
    assert.equal(add('[{"type": "Station", "lat": 1.33, "lon": 103.93}]'), '[{"type": "Station", "lat": 1.33, "lon": 103.93, "planning_area": "BEDOK", "region": "EAST REGION"}]');
  });
});
