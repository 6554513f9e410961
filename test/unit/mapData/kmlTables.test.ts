// KML exports' HTML tables of attributes at their limits: a cell over 1 000 characters is cut like any other
// value, and a table of more rows than a place may have properties gives the first of them, after the
// properties the Feature already has.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';
import { MAX_PROPERTIES } from '../../../src/shared/protocol/dataLayers';

const withProperties = (properties: Record<string, string>): string => JSON.stringify({ type: 'Feature', properties, geometry: { type: 'Point', coordinates: [103.93, 1.34] } });
const row = (key: string, value: string): string => `<tr><th>${key}</th><td>${value}</td></tr>`;

describe("Show on Map: a KML description's table at its limits", () => {
  it('a heading and a cell of 1 005 characters: each cut at 1 000', () => {
    const { features } = findFeatures(withProperties({ Description: `<table>${row('K'.repeat(1005), 'v'.repeat(1005))}</table>` }));
    assert.deepEqual(features[0]!.properties, [['K'.repeat(1000), 'v'.repeat(1000)]]);
  });

  it(`a table of ${MAX_PROPERTIES + 20} rows: its first ${MAX_PROPERTIES}`, () => {
    const rows = Array.from({ length: MAX_PROPERTIES + 20 }, (_, i): [string, string] => [`K${i}`, `v${i}`]);
    const { features } = findFeatures(withProperties({ Description: `<table>${rows.map(([k, v]) => row(k, v)).join('')}</table>` }));
    assert.deepEqual(features[0]!.properties, rows.slice(0, MAX_PROPERTIES));
  });

  it(`${MAX_PROPERTIES - 2} properties, then a table of three rows: the first two rows fill the place's ${MAX_PROPERTIES}`, () => {
    const before = Array.from({ length: MAX_PROPERTIES - 2 }, (_, i): [string, string] => [`k${i}`, `v${i}`]);
    const rows: Array<[string, string]> = [['A', '1'], ['B', '2'], ['C', '3']];
    const { features } = findFeatures(withProperties({ ...Object.fromEntries(before), Description: `<table>${rows.map(([k, v]) => row(k, v)).join('')}</table>` }));
    assert.deepEqual(features[0]!.properties, [...before, ...rows.slice(0, 2)]);
  });
});
