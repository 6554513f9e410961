// Add Nearest Places' one edit (the stretch that changed) and the names of columns written beside earlier ones.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { addNearestPlaces, applyInsertions, besideSuffix, changedStretch, existingNearestColumns, insertionsStretch, PlaceIndex } from '../../../src/nearest';
import { readReal } from '../coords/realFixtures';
import { stationPlaces } from './fixturePlaces';

describe('Add Nearest Places: the edit and the names beside', () => {
  it('the stretch replaced gives the text after, for any two texts (fast-check)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (head, a, b, tail) => {
        const before = head + a + tail;
        const after = head + b + tail;
        const { start, end, text } = changedStretch(before, after);
        assert.equal(before.slice(0, start) + text + before.slice(end), after);
        assert.ok(end - start <= a.length && text.length <= b.length);
      }),
    );
  });

  it('on the HDB car parks, the stretch runs from the header\'s end to the last row\'s', () => {
    const source = readReal('hdb-carpark-information.csv');
    const result = addNearestPlaces(source, [{ words: ['mrt'], index: new PlaceIndex(stationPlaces()) }], [], {}, { decimals: 0, radius: 1000 });
    const after = applyInsertions(source, result.insertions);
    const { start, end } = changedStretch(source, after);
    assert.equal(start, source.indexOf('\n'));
    // The last row's closing quote matches the last new cell's: the stretch may stop just before it.
    assert.ok(end > source.trimEnd().lastIndexOf('\n') && end <= source.trimEnd().length, String(end));
  });

  it('the stretch read off the insertions gives what making them gives, in any order, replacing or not (fast-check)', () => {
    const insertion = fc.record({ at: fc.nat(), text: fc.string(), length: fc.option(fc.nat(3), { nil: undefined }) });
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(insertion, { maxLength: 8 }), (before, picked) => {
        // Offsets within the text; a replaced stretch never reaches the next insertion.
        const offsets = [...new Set(picked.map((p) => p.at % (before.length + 1)))].sort((a, b) => a - b);
        const insertions = offsets.map((offset, i) => {
          const room = (offsets[i + 1] ?? before.length) - offset;
          const length = Math.min(picked[i]!.length ?? 0, room);
          return { offset, text: picked[i]!.text, ...(length > 0 && { length }) };
        });
        const { start, end, text } = insertionsStretch(before, insertions.reverse());
        assert.equal(before.slice(0, start) + text + before.slice(end), applyInsertions(before, insertions));
      }),
    );
  });

  it("on the HDB car parks, the insertions' stretch runs from the header's end to the last row's end", () => {
    const source = readReal('hdb-carpark-information.csv');
    const result = addNearestPlaces(source, [{ words: ['mrt'], index: new PlaceIndex(stationPlaces()) }], [], {}, { decimals: 0, radius: 1000 });
    const { start, end, text } = insertionsStretch(source, result.insertions);
    assert.equal(start, source.indexOf('\n'));
    assert.equal(end, source.trimEnd().length);
    assert.equal(source.slice(0, start) + text + source.slice(end), applyInsertions(source, result.insertions));
  });

  it('columns beside: 2 beside the first run, 3 beside the second, in any style; a radius is no suffix', () => {
    assert.equal(besideSuffix(['nearest_mrt', 'nearest_mrt_m', 'mrt_within_1000m']), '2');
    assert.equal(besideSuffix(['nearest_mrt', 'nearest_mrt_m', 'mrt_within_1000m', 'nearest_mrt_2', 'nearest_mrt_m_2', 'mrt_within_1000m_2']), '3');
    assert.equal(besideSuffix(['NearestMrt', 'NearestMrtM', 'MrtWithin1000m', 'NearestMrt2', 'NearestMrtM2', 'MrtWithin1000m2']), '3');
    const once = 'id,lat,lng,nearest_mrt,nearest_mrt_m,mrt_within_1000m\n';
    assert.equal(besideSuffix(existingNearestColumns(once)), '2');
  });
});
