// Places a broken file loses, at their edges: which error is named as the cause (the first that breaks the
// structure, inside the object or Feature it lost), a file broken before any position, and errors jsonc-parser
// has no words for.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ParseError } from 'jsonc-parser';
import { findFeatures } from '../../../src/mapData';
import { firstStructuralError, SkippedCounter } from '../../../src/mapData/skippedPlaces';

const error = (code: number, offset: number): ParseError => ({ error: code, offset, length: 1 });

describe('places skipped: the cause named', () => {
  it('the first error that breaks the structure; an unexpected character before it does not', () => {
    assert.deepEqual(firstStructuralError([error(1, 2), error(6, 9), error(3, 5), error(4, 1)]), error(3, 5));
    for (const code of [3, 5, 6, 7, 8]) assert.deepEqual(firstStructuralError([error(code, 4)]), error(code, 4), `code ${code}`);
    assert.equal(firstStructuralError([error(1, 1), error(2, 2), error(4, 3), error(9, 4), error(12, 5), error(16, 6)]), undefined);
  });

  it('nothing skipped and nothing broken: nothing to say; broken before any position: said, with its words', () => {
    assert.equal(new SkippedCounter().result([]), undefined);
    assert.deepEqual(new SkippedCounter().result([error(7, 40)], error(7, 40)), { count: 0, at: 40, why: 'unreadable', cause: { at: 40, words: 'a closing brace is missing' } });
    assert.deepEqual(new SkippedCounter().result([error(99, 4)], error(99, 4)), { count: 0, at: 4, why: 'unreadable', cause: { at: 4, words: 'the JSON is broken' } });
  });

  it('merged: the first error in its object up to the place, both ends included; the first place skipped is the one said', () => {
    const skipped = new SkippedCounter();
    skipped.skip('merged', 50, 20);
    skipped.skip('unreadable', 90);
    const errors = [error(19, 19), error(6, 20), error(5, 50), error(8, 51)].map((e, i) => ({ ...e, error: [6, 8, 5, 7][i]! }));
    assert.deepEqual(skipped.result(errors), { count: 2, at: 50, why: 'merged', cause: { at: 20, words: 'a closing bracket is missing' } });
    const atEnd = new SkippedCounter();
    atEnd.skip('merged', 50, 20);
    assert.deepEqual(atEnd.result([error(2, 50), error(2, 51)]), { count: 1, at: 50, why: 'merged', cause: { at: 50, words: 'a number that cannot be read' } });
  });

  it('geometry: an error anywhere inside the Feature, its last character included; none there, no cause', () => {
    const skipped = new SkippedCounter();
    skipped.skip('geometry', 10, 10, 30);
    assert.deepEqual(skipped.result([error(12, 30)]), { count: 1, at: 10, why: 'geometry', cause: { at: 30, words: 'a string is not closed' } });
    assert.deepEqual(skipped.result([error(12, 31), error(12, 9)]), { count: 1, at: 10, why: 'geometry' });
  });

  it('unreadable: the first error anywhere before the place', () => {
    const skipped = new SkippedCounter();
    skipped.skip('unreadable', 60);
    assert.deepEqual(skipped.result([error(16, 61), error(9, 0)]), { count: 1, at: 60, why: 'unreadable', cause: { at: 0, words: 'there is text after the end' } });
  });
});

describe('places skipped in a file', () => {
  it('an object whose two pairs are one place within a metre is one place, nothing skipped; two places, one skipped', () => {
    const same = '[{"name": "A", "lat": 1.3, "lng": 103.8, "LATITUDE": 1.300001, "LONGITUDE": 103.800001}]';
    assert.deepEqual(findFeatures(same).features.map((f) => f.label), ['A']);
    assert.equal(findFeatures(same).skipped, undefined);
    const two = '[{"name": "A", "lat": 1.3, "lng": 103.8, "LATITUDE": 1.31, "LONGITUDE": 103.81}]';
    assert.deepEqual(findFeatures(two).skipped && { count: findFeatures(two).skipped!.count, why: findFeatures(two).skipped!.why }, { count: 1, why: 'merged' });
  });

  it('an opening brace deleted: A and C shown, B not shown as loose pairs, and the break said where it is', () => {
    const text = '[{"name": "A", "lat": 1.3, "lng": 103.8},\n "name": "B", "lat": 1.31, "lng": 103.81},\n{"name": "C", "lat": 1.32, "lng": 103.82}]';
    const { features, skipped } = findFeatures(text);
    assert.deepEqual(features.map((f) => f.label), ['A', 'C']);
    assert.equal(skipped?.why, 'unreadable');
    assert.ok(skipped!.cause!.at > text.indexOf('A') && skipped!.cause!.at < text.indexOf('C'), JSON.stringify(skipped));
  });
});
