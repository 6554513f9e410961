// Walk, drive and cycle answers become variants with summary, path and steps, from every recorded era.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import * as polyline from '@mapbox/polyline';
import { formatDistance } from '../../../src/shared/format/quantities';
import { parsePoint, roadVariants, stepView } from '../../../webview/route/routeModel';
import { dart2020, drive2025, legacy2019 } from '../samples';

test('the 2025 drive answer: the route and its shortest-distance variant, labelled as OneMap names them', () => {
  const response = drive2025();
  const variants = roadVariants(response);
  assert.deepEqual(variants.map((v) => v.label), ['Fastest route, assuming usual traffic', 'Shortest distance']);
  const [main, shortest] = variants;
  assert.equal(main!.time, '1 s');
  assert.equal(main!.distance, '6 m');
  assert.equal(main!.startName, 'CAVENAGH ROAD');
  assert.equal(main!.endName, 'CAVENAGH ROAD');
  assert.deepEqual(main!.points, polyline.decode(response.route_geometry, 5));
  assert.deepEqual(shortest!.points, polyline.decode(response.phyroute.route_geometry, 5));
  assert.equal(shortest!.time, '2 min');
});

test('steps carry the instruction text [9], street [1], the distance [2] written as every distance is, and point [3]', () => {
  const response = drive2025();
  const steps = roadVariants(response)[0]!.steps;
  assert.deepEqual(
    steps,
    response.route_instructions.map((i: any[]) => ({ text: i[9], street: i[1], distance: formatDistance(i[2]), point: i[3].split(',').map(Number) })),
  );
  assert.equal(steps[0]!.text, 'Head North On Cavenagh Road');
  assert.deepEqual(steps[0]!.point, [1.304274, 103.841343]);
});

test('the 2020 answers: one with empty summary figures, one with a phyroute and alternatives', () => {
  const newton = roadVariants(dart2020('route deserialize correctly'));
  assert.equal(newton.length, 1);
  assert.equal(newton[0]!.label, 'Shortest distance');
  assert.equal(newton[0]!.time, '0 s');
  assert.deepEqual(newton[0]!.points, [[1.31971, 103.84165], [1.31971, 103.84165]]);

  const driving = roadVariants(dart2020('driving route deserialize correctly'));
  assert.equal(driving.length, 3);
  assert.deepEqual(
    driving.map((v) => [v.label, v.time, v.distance]),
    [
      ['Fastest route, assuming usual traffic', '14 min', '8.0 km'],
      ['Shortest distance', '16 min', '7.5 km'],
      ['Alternative suggestion', '15 min', '8.0 km'],
    ],
  );
  assert.equal(driving[0]!.startName, 'SINARAN DRIVE');
  assert.equal(driving[0]!.endName, 'CIRCUIT ROAD');
});

test('empty start and end names stay empty', () => {
  const response = drive2025();
  response.route_summary.start_point = '';
  response.route_summary.end_point = '';
  const [main] = roadVariants(response);
  assert.equal(main!.startName, '');
  assert.equal(main!.endName, '');
});

test('the pre-2020 answer: precision-6 path, and steps written from OSRM turn codes at path indices', () => {
  const response = legacy2019();
  const [main] = roadVariants(response);
  assert.deepEqual(main!.points, polyline.decode(response.route_geometry, 6));
  assert.equal(main!.label, 'Recommended route');
  assert.deepEqual(main!.steps[0], { text: 'Head NE on PANDAN LOOP', street: 'PANDAN LOOP', distance: '853 m', point: main!.points[0] });
  const later = stepView(['7', 'JALAN BUROH', 217, 9, 23, '217m', 'NE', 50, 1, 'SW', 230], main!.points);
  assert.deepEqual(later, { text: 'Turn left onto JALAN BUROH', street: 'JALAN BUROH', distance: '217 m', point: main!.points[9] });
  assert.equal(stepView(['11-2', 'X', 0, 0, 0, '0m', 'N', 0, 1, 'S', 0], main!.points).text, 'Enter the roundabout and take exit 2 onto X');
  assert.equal(stepView(['constructor', '', 0, 0, 0, '0m', 'N', 0, 1, 'S', 0], main!.points).text, 'Continue');
});

test('a step whose point cannot be read has no point, and is still listed', () => {
  const step = stepView(['Left', '', 10, 'somewhere', 3, '', 'N', 'N', 'walking', 'Turn left'], []);
  assert.deepEqual(step, { text: 'Turn left', street: '', distance: '10 m' });
  assert.equal(parsePoint('1.3,103.8,5'), undefined);
  assert.equal(parsePoint(',103.8'), undefined);
  assert.equal(parsePoint('91,103.8'), undefined);
  assert.deepEqual(parsePoint(' 1.3 , 103.8 '), [1.3, 103.8]);
});

test('a step\'s distance reads like the route\'s: "5.8 km" for OneMap\'s "5839m", OneMap\'s words only without a number', () => {
  const step = ['Straight', 'PAN ISLAND EXPRESSWAY', 5839, '1.33,103.9', 201, '5839m', 'East', 'East', 'driving', 'Continue on PIE'];
  assert.equal(stepView(step, []).distance, '5.8 km');
  assert.equal(stepView(['Left', 'X', 0, '1.3,103.8', 0, '0m', 'N', 'N', 'walking', 'Turn left'], []).distance, '0 m');
  assert.equal(stepView(['Left', 'X', null, '1.3,103.8', 0, '120m', 'N', 'N', 'walking', 'Turn left'], []).distance, '120m');
});
