// Show on Map's edges that a first mutation run found untested: edits listed in either order, a selection
// of several parts, WKT dimensions inside a GEOMETRYCOLLECTION, shapes too short to draw, a row starting
// with an empty cell, over 100 cells, and which error is named when two sit at one offset.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ParseError } from 'jsonc-parser';
import { featuresIn, findFeatures, shiftSpans } from '../../../src/mapData';
import { firstStructuralError, samePlace, SkippedCounter } from '../../../src/mapData/skippedPlaces';
import { splitRecord } from '../../../src/mapData/tableFeatures';
import { MAX_PROPERTIES } from '../../../src/shared/protocol/dataLayers';

const error = (code: number, offset: number): ParseError => ({ error: code, offset, length: 1 });

describe('Show on Map: selections and edits', () => {
  it('typing before a selection and inside it in one event: the same span whichever order VS Code lists them', () => {
    const before = { offset: 0, removed: 0, inserted: 5 };
    const inside = { offset: 12, removed: 0, inserted: 4 };
    assert.deepEqual(shiftSpans([{ start: 10, end: 20 }], [before, inside]), [{ start: 15, end: 29 }]);
    assert.deepEqual(shiftSpans([{ start: 10, end: 20 }], [inside, before]), [{ start: 15, end: 29 }]);
  });

  it('a selection of two parts holds the places of each', () => {
    const text = 'a 1.30, 103.84 b\nc 1.31, 103.85 d';
    const { features } = findFeatures(text);
    assert.equal(featuresIn(features, [{ start: 0, end: 3 }, { start: text.indexOf('c'), end: text.indexOf('d') }]).length, 2);
  });

  it('one object, two readings exactly 1e-5° apart on either axis: two places, not one', () => {
    assert.equal(samePlace({ lat: 0, lon: 0 }, { lat: 1e-5, lon: 0 }), false);
    assert.equal(samePlace({ lat: 0, lon: 0 }, { lat: 0, lon: -1e-5 }), false);
  });
});

describe('Show on Map: WKT edges', () => {
  const kinds = (text: string): string[][] => findFeatures(text).features.map((f) => f.shapes.map((s) => s.kind));

  it('Z, M and ZM after a member of a GEOMETRYCOLLECTION, in any case: the members still drawn', () => {
    assert.deepEqual(kinds('GEOMETRYCOLLECTION (POINT Z (103.85 1.29 5), LINESTRING M (103.8 1.3 1, 103.9 1.35 2))'), [['point', 'line']]);
    assert.deepEqual(kinds('geometrycollection (point zm (103.85 1.29 5 6), polygon ((103.8 1.3, 103.9 1.3, 103.9 1.35, 103.8 1.3)))'), [['point', 'polygon']]);
  });

  it('a polygon whose every ring is too short is no WKT place: its pairs show as they are written', () => {
    const text = 'POLYGON ((103.8 1.3, 103.9 1.35))';
    assert.deepEqual(findFeatures(text).features.map((f) => [f.label, f.shapes.length, f.properties[0]![0]]), [['Line 1', 1, 'Text'], ['Line 1', 1, 'Text']]);
  });
});

describe('Show on Map: table rows', () => {
  it('a row that starts with an empty cell keeps it', () => {
    assert.deepEqual(splitRecord(',a', ','), ['', 'a']);
    assert.deepEqual(splitRecord(',', ','), ['', '']);
  });

  it('names read past a BOM and spaces; a row of more than 100 cells keeps its first 100 as properties', () => {
    const { features } = findFeatures('\uFEFF name , lat,lng\nHome,1.3,103.8\n');
    assert.deepEqual(features[0]!.properties[0], ['name', 'Home']);
    const extra = Array.from({ length: MAX_PROPERTIES + 5 }, (_, i) => `c${i}`);
    const wide = findFeatures(`lat,lng,${extra.join(',')}\n1.3,103.8,${extra.join(',')}\n`);
    assert.equal(wide.features[0]!.properties.length, MAX_PROPERTIES);
  });
});

describe('places skipped: two at one offset', () => {
  it('the first place skipped at an offset is the one said; of two errors at one offset, the first listed', () => {
    const skipped = new SkippedCounter();
    skipped.skip('merged', 50, 20);
    skipped.skip('geometry', 50, 50, 60);
    assert.deepEqual(skipped.result([error(6, 30), error(8, 30), error(7, 25), error(99, 40)]), { count: 2, at: 50, why: 'merged', cause: { at: 25, words: 'a closing brace is missing' } });
    assert.deepEqual(skipped.result([error(6, 30), error(8, 30)]), { count: 2, at: 50, why: 'merged', cause: { at: 30, words: 'a comma is missing' } });
    assert.deepEqual(skipped.result([error(99, 30)]), { count: 2, at: 50, why: 'merged', cause: { at: 30, words: 'the JSON is broken' } });
    assert.deepEqual(firstStructuralError([error(6, 30), error(8, 30)]), error(6, 30));
  });
});
