// A row's one place is kept in a OnePlace instead of a Map (a seventh of the memory on 100 000 rows). Every
// reader of a row's places (the column writers, the map's lines, Travel Times) uses it as a Map: it must answer
// each question as a Map of that one entry answers it.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { NO_PLACES, OnePlace } from '../../../src/planningArea/onePlace';

describe('OnePlace', () => {
  it('answers every question as a Map of its one entry does, for the stem and any other key', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer(), (stem, other, value) => {
        const one = new OnePlace(stem, value);
        const map = new Map([[stem, value]]);
        assert.equal(one.size, map.size);
        for (const key of [stem, other, '']) {
          assert.equal(one.get(key), map.get(key), `get(${JSON.stringify(key)})`);
          assert.equal(one.has(key), map.has(key), `has(${JSON.stringify(key)})`);
        }
        assert.deepEqual([...one], [...map]);
        assert.deepEqual([...one.entries()], [...map.entries()]);
        assert.deepEqual([...one.keys()], [stem]);
        assert.deepEqual([...one.values()], [value]);
        assert.deepEqual(new Map(one), map);
      }),
    );
  });

  it('visits its entry once with forEach, as a Map does: value, key, the map itself, and the this given', () => {
    const one = new OnePlace('start', 7);
    const calls: unknown[][] = [];
    const self = { tag: 'self' };
    one.forEach(function (this: unknown, value, key, map) {
      calls.push([value, key, map, this]);
    }, self);
    assert.deepEqual(calls, [[7, 'start', one, self]]);
  });

  it('has no places for a row without coordinates: size 0, nothing visited', () => {
    assert.equal(NO_PLACES.size, 0);
    assert.equal(NO_PLACES.get(''), undefined);
    assert.deepEqual([...NO_PLACES], []);
  });
});
