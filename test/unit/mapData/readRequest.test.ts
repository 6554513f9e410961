// Show on Map's reader as the worker thread answers it: the places, what was skipped only when something was,
// and a file it cannot show as the reader's own words, name and place, rebuilt on the host as the same error.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';
import { errorOf } from '../../../src/mapData/readReply';
import { answerRead } from '../../../src/mapData/readRequest';

describe("Show on Map's reader, answered as data", () => {
  it('a file with places: its places, under the id asked, and no word of skipped places when none were', () => {
    const text = 'a 1.30, 103.84 b\nc 1.31, 103.85 d';
    assert.deepEqual(answerRead({ id: 7, text, options: {} }), { id: 7, ok: true, features: findFeatures(text).features });
  });

  it('an object naming two places: one shown, the other said, at its first value', () => {
    const text = '[{"lat": 1.3, "lng": 103.8, "lat2": 1.4, "lng2": 103.9}]';
    const reply = answerRead({ id: 8, text, options: {} });
    assert.deepEqual(reply.ok && [reply.features.length, reply.skipped], [1, { count: 1, at: text.indexOf('1.4'), why: 'merged' }]);
  });

  it("the user's order for SVY21 pairs is passed to the reader", () => {
    const text = 'Newton 31810.32, 28833.06\n';
    const yx = answerRead({ id: 1, text, options: { svy21Order: 'yx' } });
    assert.deepEqual(yx.ok && yx.features, findFeatures(text, { svy21Order: 'yx' }).features);
  });

  it("a pair outside Singapore: the reader's words, name and the pair's place, rebuilt as that error on the host", () => {
    const text = 'name,a,b\nBedok,738907,63620598\n';
    const reply = answerRead({ id: 3, text, options: {} });
    assert.equal(reply.ok, false);
    if (reply.ok) return;
    assert.equal(reply.id, 3);
    assert.equal(reply.error.name, 'CoordinateError');
    assert.match(reply.error.message, /^"738907,63620598" is outside Singapore in every supported system\./);
    assert.deepEqual(reply.error.location, { start: text.indexOf('738907'), end: text.indexOf('\n', 10) });
    const rebuilt = errorOf(reply.error) as Error & { location?: unknown };
    assert.ok(rebuilt instanceof Error);
    assert.deepEqual([rebuilt.name, rebuilt.message, rebuilt.location], [reply.error.name, reply.error.message, reply.error.location]);
  });

  it('no pair at all: the words without a place, and the rebuilt error has none either', () => {
    const reply = answerRead({ id: 4, text: 'no coordinates here, only 42 and 7', options: {} });
    assert.deepEqual(reply, { id: 4, ok: false, error: { name: 'CoordinateError', message: 'No coordinate pairs found in the file.' } });
    assert.equal('location' in errorOf({ name: 'CoordinateError', message: 'x' }), false);
  });

  it('something thrown that is not an Error still crosses, as its words', () => {
    const options = {
      get svy21Order(): 'xy' {
        throw 'the settings could not be read';
      },
    };
    assert.deepEqual(answerRead({ id: 5, text: '1.3, 103.8', options }), { id: 5, ok: false, error: { name: 'Error', message: 'the settings could not be read' } });
  });
});
