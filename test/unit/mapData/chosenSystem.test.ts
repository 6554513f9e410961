// Show on Map with the source system the user set (`onemap.conversion.sourceSystem`): a file whose pairs lie
// outside Singapore in that system is refused with the converter's own words, naming the system it looks
// like, rather than shown in a system the user did not choose.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';
import type { CoordinateError } from '../../../src/shared/coords/errors';

const refusal = (text: string, from: 'EPSG:3414' | 'EPSG:3857' | 'EPSG:4326'): CoordinateError => {
  try {
    findFeatures(text, { from });
  } catch (error) {
    return error as CoordinateError;
  }
  assert.fail(`${text} was shown in ${from}`);
};

describe('Show on Map: pairs outside Singapore in the system the user set', () => {
  for (const [text, from, looksLike] of [
    ['Bedok 1.32, 103.93', 'EPSG:3414', 'EPSG:4326 (WGS84)'],
    ['Bedok 1.32, 103.93', 'EPSG:3857', 'EPSG:4326 (WGS84)'],
    ['Bedok 38000, 34000', 'EPSG:4326', 'EPSG:3414 (SVY21)'],
  ] as const) {
    it(`${text} with ${from} set: refused, the pair named and the system it looks like suggested`, () => {
      const error = refusal(text, from);
      assert.equal(error.name, 'CoordinateError');
      assert.equal(error.code, 'outside-extent');
      assert.ok(error.message.includes(text.slice('Bedok '.length)) && error.message.includes(`It looks like ${looksLike}`), error.message);
    });
  }
});
