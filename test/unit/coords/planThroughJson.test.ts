// A plan sent to a worker or a web view goes through JSON and comes back as plain objects: rendered from
// there, every pair keeps how it is written (GeoJSON and WKT longitude first, named values in place, their
// names renamed) and the text is the one convertTexts writes, byte for byte.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertTexts, planConversion, renderConversion, transformPoint, type ConversionPlan } from '../../../src/shared/coords';

const E = '28833.0605447';
const N = '31810.3242714';
const TEXTS = [
  `[${E}, ${N}]`,
  `easting,northing,id\n${E},${N},7\n${E},${N},8\n`,
  `POINT (${E} ${N})`,
  `${E}, ${N}`,
  `{"Northing": ${N}, "Easting": ${E}}`,
];

describe('a plan through JSON', () => {
  const plan = JSON.parse(JSON.stringify(planConversion(TEXTS, { to: 'EPSG:4326' }))) as ConversionPlan;

  it('says how each pair is written', () => {
    assert.deepEqual(plan.pairs.map((p) => p.syntax), ['x-first', 'named', 'named', 'x-first', 'plain', 'named']);
    assert.deepEqual(plan.pairs.map((p) => p.order), ['xy', 'xy', 'xy', 'xy', 'xy', 'yx']);
  });

  it('renders the text convertTexts writes, names renamed once per column', () => {
    const results = plan.pairs.map((p) => transformPoint(plan.from, 'EPSG:4326', p.x, p.y));
    const options = { degreeDecimals: 7 };
    const rendered = renderConversion(TEXTS, plan, 'EPSG:4326', results, options);
    assert.deepEqual(rendered, convertTexts(TEXTS, { to: 'EPSG:4326', ...options }).texts);
    assert.deepEqual(rendered, [
      '[103.8408040, 1.3039558]',
      'longitude,latitude,id\n103.8408040,1.3039558,7\n103.8408040,1.3039558,8\n',
      'POINT (103.8408040 1.3039558)',
      '1.3039558, 103.8408040',
      '{"Latitude": 1.3039558, "Longitude": 103.8408040}',
    ]);
  });
});
