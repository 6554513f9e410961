// A theme as the map's layer and as exported text, from the recorded answers: what the layer list, the popup
// and the exported file say, positions in the right order and system.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { readTheme } from '../../../src/onemap';
import { packLayer, readPackedLayer } from '../../../src/shared/protocol/layerWire';
import { transformPoint } from '../../../src/shared/coords';
import { themeCsv, themeGeoJson } from '../../../src/themes/themeExport';
import { themeDetails, themeLayer } from '../../../src/themes/themeLayer';
import { sample } from '../samples';

const kindergartens = () => readTheme(sample('theme_Alias3e-onemap-dart_retrieveTheme-kindergartens-fixture-excerpt.json'), 'kindergartens');
const square = () =>
  readTheme({ SrchResults: [{ Theme_Name: 'Zones', Owner: 'SPF', DateTime: '2015-02-12T15:29:05+00:00', FeatCount: 1 }, { NAME: 'Zone, "A"', Type: 'Polygon', LatLng: '[[103.84,1.31],[103.85,1.31],[103.85,1.32]]' }] }, 'zones');

test('a theme becomes the layer a file would: NAME as label, the rest in the popup, owner and date under the title', () => {
  const layer = themeLayer(kindergartens(), 'theme-1', '#1c7ed6');
  assert.deepEqual(readPackedLayer(packLayer(layer)), layer, 'the page accepts it as sent');
  assert.equal(layer.title, 'Kindergartens');
  assert.equal(layer.details, 'MINISTRY OF EDUCATION · data of 9 Mar 2017');
  assert.deepEqual(layer.features[0], {
    shapes: [{ kind: 'point', lat: 1.29307225899878, lon: 103.827075942185 }],
    label: 'JHS Montessori Kindergarten',
    properties: [['DESCRIPTION', 'Kindergartens'], ['ADDRESSPOSTALCODE', '248373'], ['ADDRESSSTREETNAME', '491B River Valley Road #02-01 Valley Point Tower'], ['ICON_NAME', 'school.gif']],
  });
  const polygon = themeLayer(square(), 'theme-2', '#1c7ed6').features[0]!.shapes[0]!;
  assert.deepEqual(polygon, { kind: 'polygon', rings: [[1.31, 103.84, 1.31, 103.85, 1.32, 103.85, 1.31, 103.84]] });
  assert.equal(themeDetails({ owner: 'SPF' }), 'SPF');
});

test('GeoJSON in WGS84 keeps [lng, lat] and every field; in SVY21 it says so and lies in metres on the island', () => {
  const wgs = JSON.parse(themeGeoJson(kindergartens(), 'EPSG:4326', transformPoint));
  assert.equal(wgs.features.length, 2);
  assert.deepEqual(wgs.features[0].geometry, { type: 'Point', coordinates: [103.827075942185, 1.29307225899878] });
  assert.equal(wgs.features[0].properties.ADDRESSPOSTALCODE, '248373');
  assert.equal(wgs.crs, undefined);
  assert.equal(themeGeoJson(kindergartens(), 'EPSG:4326', transformPoint).trimEnd().split('\n').length, 4, 'one feature a line');
  const svy = JSON.parse(themeGeoJson(kindergartens(), 'EPSG:3414', transformPoint));
  assert.equal(svy.crs.properties.name, 'urn:ogc:def:crs:EPSG::3414');
  const [x, y] = svy.features[0].geometry.coordinates;
  assert.ok(Math.abs(x - 27_305.249) < 0.01 && Math.abs(y - 30_606.880) < 0.01, `${x}, ${y}`); // River Valley Road, in metres from SVY21's false origin
});

test('CSV: a row a record, its position first, quoted where a value holds a comma or quote; a polygon adds its WKT', () => {
  const [header, first] = themeCsv(kindergartens(), 'EPSG:4326', transformPoint).trimEnd().split('\n');
  assert.equal(header, 'Latitude,Longitude,NAME,DESCRIPTION,ADDRESSPOSTALCODE,ADDRESSSTREETNAME,ICON_NAME');
  assert.equal(first, '1.29307225899878,103.827075942185,JHS Montessori Kindergarten,Kindergartens,248373,491B River Valley Road #02-01 Valley Point Tower,school.gif');
  const zones = themeCsv(square(), 'EPSG:4326', transformPoint).trimEnd().split('\n');
  assert.equal(zones[0], 'Latitude,Longitude,NAME,WKT');
  assert.equal(zones[1], '1.31,103.84,"Zone, ""A""","POLYGON ((103.84 1.31, 103.85 1.31, 103.85 1.32, 103.84 1.31))"');
  assert.match(themeCsv(square(), 'EPSG:3414', transformPoint).split('\n')[0]!, /^X,Y,NAME,WKT$/);
});
