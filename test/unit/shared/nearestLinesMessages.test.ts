// The page checks Add Nearest Places' lines whole on arrival: lists in step (four numbers a line, one label,
// one place, one distance), every place index pointing at a name, positions on the globe, distances finite.
// Anything else is dropped as a whole, never drawn in part.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { NearestLayer } from '../../../src/shared/protocol/nearestLines';
import { parseHostMessage } from '../../../src/shared/protocol/parse';

const layer: NearestLayer = {
  id: 'nearest-1',
  title: 'hdb.csv: nearest MRT/LRT station',
  colour: '#079307',
  coords: [1.3521, 103.8198, 1.3509, 103.8485, 1.3, 103.8, 1.3509, 103.8485],
  labels: ['BLK 101 <b>BISHAN</b>', 'BLK 2'],
  names: ['BISHAN MRT STATION'],
  nearest: [0, 0],
  metres: [523, 5783.1],
};

const message = (l: object, fit: unknown = true) => parseHostMessage(JSON.parse(JSON.stringify({ type: 'showNearest', layer: l, fit })));

describe('showNearest', () => {
  it('a well-formed layer arrives as sent, unknown fields left behind', () => {
    assert.deepEqual(message({ ...layer, extra: 'x' }), { type: 'showNearest', layer, fit: true });
    assert.deepEqual(message({ ...layer, coords: [], labels: [], names: [], nearest: [], metres: [] }, false)?.type, 'showNearest');
  });

  it('a note saying why lines are not drawn arrives as text; one not text, or longer than 500 characters, drops the message', () => {
    const note = 'Lines not drawn again after the window reload: hdb.csv: the file no longer has nearest_mrt.';
    assert.deepEqual(message({ ...layer, note }), { type: 'showNearest', layer: { ...layer, note }, fit: true });
    assert.equal(message({ ...layer, note: 'x'.repeat(500) })?.type, 'showNearest');
    assert.equal(message({ ...layer, note: 'x'.repeat(501) }), undefined);
    assert.equal(message({ ...layer, note: 3 }), undefined);
  });

  it('lists out of step, a place index past the names, a position off the globe or a bad distance drop the whole message', () => {
    const broken: Array<[string, object]> = [
      ['a line short of a number', { coords: layer.coords.slice(0, -1) }],
      ['a line more than the labels', { coords: [...layer.coords, 1.3, 103.8, 1.3, 103.8] }],
      ['a label fewer', { labels: ['one'] }],
      ['a place index past the names', { nearest: [0, 1] }],
      ['a negative place index', { nearest: [0, -1] }],
      ['a fractional place index', { nearest: [0, 0.5] }],
      ['a distance fewer', { metres: [523] }],
      ['a negative distance', { metres: [523, -1] }],
      ['a distance that is text', { metres: [523, '5783'] }],
      ['a latitude past 90', { coords: [90.0001, 103.8198, ...layer.coords.slice(2)] }],
      ['a longitude past -180', { coords: [1.35, -180.0001, ...layer.coords.slice(2)] }],
      ['a latitude that is text', { coords: ['1.35', ...layer.coords.slice(1)] }],
      ['a colour that is not #rrggbb', { colour: 'red;background:url(x)' }],
      ['an id with a space', { id: 'nearest 1' }],
      ['a name that is not text', { names: [{}] }],
    ];
    for (const [what, change] of broken) assert.equal(message({ ...layer, ...change }), undefined, what);
    assert.equal(message(layer, 'yes'), undefined, 'fit not a boolean');
    assert.equal(parseHostMessage({ type: 'showNearest', fit: true }), undefined, 'no layer');
  });

  it('the edges: latitude ±90 and longitude ±180 pass, a distance of 0 passes', () => {
    const edge = { ...layer, coords: [90, 180, -90, -180, 0, 0, 1, 1], metres: [0, 0] };
    assert.deepEqual(message(edge)?.type, 'showNearest');
  });

  it('any layer in step passes and comes back the same (both axis orders are the sender’s: lat first)', () => {
    const arb = fc
      .array(fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }), label: fc.string(), metres: fc.double({ min: 0, max: 1e6, noNaN: true }) }), { maxLength: 20 })
      .chain((lines) => fc.tuple(fc.constant(lines), fc.array(fc.string(), { minLength: 1, maxLength: 5 })));
    fc.assert(
      fc.property(arb, ([lines, names]) => {
        const sent: NearestLayer = {
          ...layer,
          coords: lines.flatMap((l) => [l.lat, l.lon, -l.lat, -l.lon]),
          labels: lines.map((l) => l.label),
          names,
          nearest: lines.map((_, i) => i % names.length),
          metres: lines.map((l) => l.metres),
        };
        assert.deepEqual(message(sent), { type: 'showNearest', layer: JSON.parse(JSON.stringify(sent)), fit: true });
      }),
    );
  });
});
