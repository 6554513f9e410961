// transformPoint at the edges its callers can reach: one unknown system given as both source and target (no
// "same system, nothing to do"), a longitude so large that Web Mercator's x overflows while its y does not,
// and the proj4 converter the benchmark times alone, which must be the same conversion.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoordinateError, transformPoint, type CrsId } from '../../../src/shared/coords';
import { converterFor } from '../../../src/shared/coords/transform';

function refusal(run: () => unknown): CoordinateError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof CoordinateError, `expected a CoordinateError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected a refusal');
}

const IDS: CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];
/** Raffles Place in each system, to OneMap's rounding (1e-7°, 0.01 m). */
const RAFFLES: Record<CrsId, [number, number]> = {
  'EPSG:4326': [103.8408471, 1.3039454],
  'EPSG:3414': [28837.86, 31809.18],
  'EPSG:3857': [11559510.22, 145167.07],
};

describe('transformPoint at its edges', () => {
  for (const unknown of ['EPSG:9999', 'svy21']) {
    it(`"${unknown}" as both source and target is refused as the source, not passed through`, () => {
      const error = refusal(() => transformPoint(unknown as CrsId, unknown as CrsId, 1, 2));
      assert.equal(error.code, 'invalid-option');
      assert.equal(error.message, `The source system must be one of EPSG:4326, EPSG:3414 or EPSG:3857, not "${unknown}".`);
    });
  }

  it('the largest longitude a double holds has no Web Mercator x, though its y is finite', () => {
    for (const latitude of [1, 0, -1]) {
      const error = refusal(() => transformPoint('EPSG:4326', 'EPSG:3857', Number.MAX_VALUE, latitude));
      assert.equal(error.code, 'outside-extent');
      assert.equal(error.message, `(${Number.MAX_VALUE}, ${latitude}) in EPSG:4326 (WGS84) has no position in EPSG:3857 (Web Mercator).`);
    }
  });
});

describe("the proj4 converter the benchmark times alone", () => {
  for (const from of IDS) {
    for (const to of IDS) {
      it(`${from} → ${to} gives transformPoint's point`, () => {
        const [x, y] = RAFFLES[from];
        const [cx, cy] = converterFor(from, to).forward([x, y]) as [number, number];
        const [tx, ty] = transformPoint(from, to, x, y);
        assert.ok(Math.abs(cx - tx) < 1e-6 && Math.abs(cy - ty) < 1e-6, `${from} → ${to}: (${cx}, ${cy}) against (${tx}, ${ty})`);
        // Within that rounding of the same point: the right systems, not merely the same as each other.
        const tolerance = to === 'EPSG:4326' ? 2e-7 : 0.05;
        assert.ok(Math.abs(cx - RAFFLES[to][0]) < tolerance && Math.abs(cy - RAFFLES[to][1]) < tolerance, `${from} → ${to}: (${cx}, ${cy})`);
      });
    }
  }
});
