// A road route's steps as the map lists them and the exports write them, from both shapes OneMap has answered
// in: the current one (text in [9], "lat,lng" in [3]) and the pre-2020 one (an OSRM turn code in [0], an index
// into the path in [3]). Each turn code reads as its own words; a point is read only when it is a position on
// the globe, on either axis; the variants are named by their subtitle, else by what they are.
import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parsePoint, readInstruction, roadVariantsOf } from '../../../../src/shared/onemap/instructions';
import type { RouteResponse } from '../../../../src/shared/onemap/types';

const path: Array<[number, number]> = [[1.3039, 103.8408], [1.3041, 103.8411], [1.3050, 103.8420]];
/** A pre-2020 instruction: code, street, metres, path index, seconds, "853m", heading. */
const legacy = (code: string, street = 'PANDAN LOOP', at: unknown = 1, heading = 'NE'): unknown[] => [code, street, 853, at, 89, '853m', heading, 65, 1, 'SW', 245];

describe('pre-2020 steps: the turn code in words', () => {
  const words: Array<[string, string]> = [
    ['0', 'Continue onto PANDAN LOOP'],
    ['1', 'Go straight onto PANDAN LOOP'],
    ['2', 'Turn slightly right onto PANDAN LOOP'],
    ['3', 'Turn right onto PANDAN LOOP'],
    ['4', 'Turn sharply right onto PANDAN LOOP'],
    ['5', 'Make a U-turn onto PANDAN LOOP'],
    ['6', 'Turn sharply left onto PANDAN LOOP'],
    ['7', 'Turn left onto PANDAN LOOP'],
    ['8', 'Turn slightly left onto PANDAN LOOP'],
    ['9', 'Reach the waypoint on PANDAN LOOP'],
    ['10', 'Head NE on PANDAN LOOP'],
    ['11-2', 'Enter the roundabout and take exit 2 onto PANDAN LOOP'],
    ['11', 'Enter the roundabout onto PANDAN LOOP'],
    ['3-2', 'Turn right onto PANDAN LOOP'],
    ['12', 'Leave the roundabout onto PANDAN LOOP'],
    ['13', 'Stay on the roundabout onto PANDAN LOOP'],
    ['14', 'Start at the end of the street onto PANDAN LOOP'],
    ['15', 'Arrive at your destination on PANDAN LOOP'],
    ['99', 'Continue onto PANDAN LOOP'],
    ['toString', 'Continue onto PANDAN LOOP'],
    ['', 'Continue onto PANDAN LOOP'],
  ];
  for (const [code, text] of words) test(`code ${JSON.stringify(code)} reads "${text}"`, () => assert.equal(readInstruction(legacy(code), path).text, text));

  test('without a street or a heading, the words stand alone', () => {
    assert.equal(readInstruction(legacy('3', ''), path).text, 'Turn right');
    assert.equal(readInstruction(legacy('15', ''), path).text, 'Arrive at your destination');
    assert.equal(readInstruction(legacy('9', ''), path).text, 'Reach the waypoint');
    assert.equal(readInstruction(legacy('11-3', ''), path).text, 'Enter the roundabout and take exit 3');
    assert.equal(readInstruction(legacy('10', '', 1, ''), path).text, 'Head');
    assert.equal(readInstruction(legacy('10', 'PANDAN LOOP', 1, ''), path).text, 'Head on PANDAN LOOP');
    assert.equal(readInstruction(legacy('10', '', 1, 'SW'), path).text, 'Head SW');
  });

  test('the point is the path position the index names; none for an index off the path or not whole', () => {
    const step = readInstruction(legacy('3', 'PANDAN LOOP', 2), path);
    assert.deepEqual(step, { text: 'Turn right onto PANDAN LOOP', street: 'PANDAN LOOP', distanceText: '853m', distanceMetres: 853, timeSeconds: 89, point: [1.305, 103.842] });
    assert.notEqual(step.point, path[2], 'a copy: the export may change it without changing the path');
    assert.deepEqual(readInstruction(legacy('3', 'X', 0), path).point, [1.3039, 103.8408]);
    for (const at of [3, -1, 1.5]) assert.equal('point' in readInstruction(legacy('3', 'X', at), path), false, String(at));
  });
});

describe('current steps', () => {
  const current = ['Left', 'CAVENAGH ROAD', 6, '1.304274,103.841343', 1, '6m', 'North', 'North', 'driving', 'Head North On Cavenagh Road'];

  test('the text, the street, metres, seconds, OneMap\'s own words for the distance, and where', () => {
    assert.deepEqual(readInstruction(current, []), {
      text: 'Head North On Cavenagh Road', street: 'CAVENAGH ROAD', distanceMetres: 6, distanceText: '6m', timeSeconds: 1, point: [1.304274, 103.841343],
    });
  });

  test('numbers that are not finite and texts that are not text are left out, not shown as NaN or "undefined"', () => {
    const odd = ['Left', 7, Infinity, 'somewhere', NaN, 6, 'North', 'North', 'driving', null];
    assert.deepEqual(readInstruction(odd, []), { text: '', street: '', distanceText: '' });
    assert.deepEqual(readInstruction(['Left', 'X', '6', '1.3,103.8', '1', '6m', '', '', '', 'Go'], []), { text: 'Go', street: 'X', distanceText: '6m', point: [1.3, 103.8] });
  });
});

describe('a step\'s point "lat,lng"', () => {
  test('on the globe, both axes at their edges, either sign', () => {
    assert.deepEqual(parsePoint('90,180'), [90, 180]);
    assert.deepEqual(parsePoint('-90,-180'), [-90, -180]);
    assert.deepEqual(parsePoint(' 1.3 , 103.8 '), [1.3, 103.8]);
  });
  test('a hair past the edge on either axis, a part missing or extra, or not text, is no point', () => {
    for (const value of ['90.0001,103.8', '-90.0001,103.8', '1.3,180.0001', '1.3,-180.0001', '1.3,', ',103.8', ' ,103.8', '1.3', '1.3,103.8,5', 'a,b', '1.3;103.8', 1.3, null]) {
      assert.equal(parsePoint(value), undefined, String(value));
    }
  });
});

describe('a road answer\'s variants', () => {
  const route = (subtitle?: string): RouteResponse => ({ route_geometry: '', route_instructions: [], route_summary: { total_time: 1, total_distance: 1 }, ...(subtitle === undefined ? {} : { subtitle }) }) as unknown as RouteResponse;

  test('named by their subtitles, the main route first, then the shortest, then each alternative', () => {
    const answer = { ...route('Fastest'), phyroute: route('Shortest via PIE'), alternativeroute: [route('Via AYE'), route('Via ECP')] };
    assert.deepEqual(roadVariantsOf(answer).map((v) => v.label), ['Fastest', 'Shortest via PIE', 'Via AYE', 'Via ECP']);
    assert.equal(roadVariantsOf(answer)[2]!.route, answer.alternativeroute[0]);
  });

  test('without a subtitle, or with a blank one, each is named by what it is, alternatives counted from 1', () => {
    const answer = { ...route(' '), phyroute: route(''), alternativeroute: [route(), route('  ')] };
    assert.deepEqual(roadVariantsOf(answer).map((v) => v.label), ['Recommended route', 'Shortest distance', 'Alternative 1', 'Alternative 2']);
    assert.deepEqual(roadVariantsOf(route()).map((v) => v.label), ['Recommended route']);
  });
});
