// What transformPoint says when it cannot convert, in the words a notification shows: which numbers, in
// which system, and which system they have no position in (Web Mercator has no pole; SVY21 this far out has
// no latitude); numbers that are not finite, and a system it does not know, named as source or target.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoordinateError, transformPoint, type CrsId } from '../../../src/shared/coords';

function message(from: CrsId, to: CrsId, x: number, y: number): string {
  try {
    transformPoint(from, to, x, y);
  } catch (error) {
    assert.ok(error instanceof CoordinateError);
    assert.equal(error.code, /has no position/.test(error.message) ? 'outside-extent' : 'invalid-option');
    return error.message;
  }
  assert.fail('expected a refusal');
}

describe('transformPoint refusals', () => {
  const cases: Array<[from: CrsId, to: CrsId, x: number, y: number, words: string]> = [
    ['EPSG:4326', 'EPSG:3857', 103.8, 90, '(103.8, 90) in EPSG:4326 (WGS84) has no position in EPSG:3857 (Web Mercator).'],
    ['EPSG:3414', 'EPSG:4326', 1e9, 0, '(1000000000, 0) in EPSG:3414 (SVY21) has no position in EPSG:4326 (WGS84).'],
    ['EPSG:3414', 'EPSG:3857', 1e9, 0, '(1000000000, 0) in EPSG:3414 (SVY21) has no position in EPSG:3857 (Web Mercator).'],
    ['EPSG:4326', 'EPSG:3414', Number.NaN, 1.3, 'Coordinates must be finite numbers, not (NaN, 1.3).'],
    ['EPSG:4326', 'EPSG:3414', 103.8, Number.NEGATIVE_INFINITY, 'Coordinates must be finite numbers, not (103.8, -Infinity).'],
    ['EPSG:4326', 'EPSG:4326', Number.NaN, 2, 'Coordinates must be finite numbers, not (NaN, 2).'],
    ['EPSG:1' as CrsId, 'EPSG:3414', 1, 2, 'The source system must be one of EPSG:4326, EPSG:3414 or EPSG:3857, not "EPSG:1".'],
    ['EPSG:4326', 'EPSG:1' as CrsId, 1, 2, 'The target system must be one of EPSG:4326, EPSG:3414 or EPSG:3857, not "EPSG:1".'],
  ];
  for (const [from, to, x, y, words] of cases) {
    it(`${from} → ${to} (${x}, ${y})`, () => assert.equal(message(from, to, x, y), words));
  }

  it('after a refusal for an unknown system, the next call in a known direction converts', () => {
    message('EPSG:1' as CrsId, 'EPSG:3414', 1, 2);
    assert.deepEqual(transformPoint('EPSG:3414', 'EPSG:3414', 1, 2), [1, 2]);
    const [x, y] = transformPoint('EPSG:3414', 'EPSG:4326', 28833.0605447, 31810.3242714);
    assert.equal(x.toFixed(7), '103.8408040');
    assert.equal(y.toFixed(7), '1.3039558');
  });
});
