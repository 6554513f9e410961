// GeoJSON as people space and finish it: a JavaScript name after two spaces or tabs, a root whose first brace
// was deleted written with spaces around its colons and commas (or none at all), trailing commas as
// JavaScript allows them, and a comment or a line of text after the JSON.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';
import { jsonTree } from '../../../src/mapData/jsonTree';

const feature = (name: string, lon: number, lat: number): string => `{"type": "Feature", "properties": {"name": "${name}"}, "geometry": {"type": "Point", "coordinates": [${lon}, ${lat}]}}`;
const collection = (...features: string[]): string => `{"type": "FeatureCollection", "features": [${features.join(', ')}]}`;
const BEDOK = feature('Bedok', 103.93, 1.32);
const read = (text: string): Array<[string, string]> => findFeatures(text).features.map((f) => [f.label, text.slice(f.start, f.end)]);

describe('Show on Map: a JavaScript name spaced out', () => {
  for (const prefix of ['var  layer = ', 'const\tlayer\t=\t']) {
    it(`${JSON.stringify(prefix)} before the object: still the Feature, with its own text`, () => {
      assert.deepEqual(read(`${prefix}${collection(BEDOK)};`), [['Bedok', BEDOK]]);
    });
  }
});

describe("Show on Map: the root's first brace deleted, spaced as people write it", () => {
  const cases: Array<[string, string]> = [
    ['spaces before colons and commas', `"type" : "FeatureCollection" , "count" : 2 , "features" :\n  [${BEDOK}]}`],
    ['no space anywhere, nothing before the first key', `"type":"FeatureCollection","features":[${BEDOK}]}`],
    ['blank lines and an indent before the first key', `\n\n  "type": "FeatureCollection",\n  "features": [${BEDOK}]}`],
  ];
  for (const [what, text] of cases) {
    it(`${what}: the Feature is read, not its pair alone`, () => {
      const { features, skipped } = findFeatures(text);
      assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end)]), [['Bedok', BEDOK]]);
      assert.equal(skipped, undefined);
    });
  }
});

describe('Show on Map: what comes after the JSON', () => {
  it('trailing commas after the last Feature and the last member: every Feature read, nothing said to be skipped', () => {
    const tampines = feature('Tampines', 103.94, 1.35);
    const text = `{"type": "FeatureCollection", "features": [${BEDOK}, ${tampines},],}`;
    const { features, skipped } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end)]), [['Bedok', BEDOK], ['Tampines', tampines]]);
    assert.equal(skipped, undefined);
  });

  it('a comment after the JSON naming a pair in brackets: that pair a place of its own, and the file not said to be broken', () => {
    const text = `${collection(BEDOK)}\n// centre [1.35, 103.82]`;
    const { features, skipped } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end)]), [['Bedok', BEDOK], ['Line 2', '1.35, 103.82']]);
    assert.equal(skipped, undefined);
  });

  it('a line of text after the JSON: its pair a place of its own, on its line, and the file not said to be broken', () => {
    const text = `${collection(BEDOK)}\ncentre 1.35, 103.82`;
    const { features, skipped } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end)]), [['Bedok', BEDOK], ['Line 2', '1.35, 103.82']]);
    assert.equal(skipped, undefined);
  });

  it("the JSON's tree ends where the JSON does, a comment's brackets after it not read as more JSON", () => {
    const json = '{"name": "Bedok", "at": [1.32, 103.93]}';
    const tree = jsonTree(`${json} // [1.35, 103.82]`);
    assert.deepEqual(tree && [tree.type, tree.offset, tree.length, tree.children?.length], ['object', 0, json.length, 2]);
  });
});
