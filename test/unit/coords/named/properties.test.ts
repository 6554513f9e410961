// Property-based tests (fast-check, fixed seeds): objects, tables and query strings built from random
// spellings, key orders, whitespace and unrelated fields give exactly the pairs placed in them, at the
// right offsets; any text at all gives pairs whose offsets lie inside it, and no exception.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { findNamedPairs } from '../../../../src/shared/coords/named';
import { describePair } from './support';

interface Spelling {
  x: string;
  y: string;
  kind: 'degrees' | 'metres' | 'neutral';
}

const SPELLINGS: Spelling[] = [
  { x: 'longitude', y: 'latitude', kind: 'degrees' },
  { x: 'Longitude', y: 'Latitude', kind: 'degrees' },
  { x: 'LONGITUDE', y: 'LATITUDE', kind: 'degrees' },
  { x: 'lng', y: 'lat', kind: 'degrees' },
  { x: 'lon', y: 'lat', kind: 'degrees' },
  { x: 'long', y: 'lat', kind: 'degrees' },
  { x: 'easting', y: 'northing', kind: 'metres' },
  { x: 'EASTING', y: 'NORTHING', kind: 'metres' },
  { x: 'x', y: 'y', kind: 'neutral' },
  { x: 'X', y: 'Y', kind: 'neutral' },
  { x: 'x_coord', y: 'y_coord', kind: 'neutral' },
  { x: 'X_ADDR', y: 'Y_ADDR', kind: 'neutral' },
  { x: 'xCoord', y: 'yCoord', kind: 'neutral' },
  { x: 'x-coord', y: 'y-coord', kind: 'neutral' },
  { x: 'pickup_lng', y: 'pickup_lat', kind: 'degrees' },
];

const spelling = fc.constantFrom(...SPELLINGS);

/** A coordinate as real files write it: never 0, a few decimals or none. */
const number = fc
  .tuple(fc.integer({ min: 1, max: 60000 }), fc.integer({ min: 0, max: 10 }), fc.boolean())
  .map(([whole, decimals, negative]) => {
    const text = decimals === 0 ? String(whole) : (whole / 10 ** Math.min(decimals, 4)).toFixed(decimals);
    return (negative ? '-' : '') + text;
  })
  .filter((t) => Number(t) !== 0);

const space = fc.constantFrom('', ' ', '  ', '\n', '\n  ', '\t', '\r\n    ');

/** Values no name finder should take for coordinates, with the brackets and quotes that mislead naive ones. */
const otherValue = fc.constantFrom(
  '"a string with { braces } and [brackets]"',
  '"<table><tr><td>lat: 1.3</td></tr></table>"',
  '"x=1 alone &zoom=2 inside a plain string"',
  '{"lat": 1.3, "nested": {"lng": 103.8}}',
  '[1.3, 103.8, {"x": [1, 2]}]',
  'null',
  'true',
  '12345',
  '"St. Joseph\'s"',
  '"escaped \\" quote and \\\\ backslash"',
);
const otherKey = fc.constantFrom('name', 'Description', 'BLK_NO', 'type', 'properties', 'latency', 'example', 'longName', 'index');

const otherField = fc.tuple(otherKey, otherValue);

describe('findNamedPairs properties', () => {
  it('an object with the two axis keys among others gives exactly that pair', () => {
    fc.assert(
      fc.property(
        spelling,
        number,
        number,
        fc.array(otherField, { maxLength: 4 }),
        fc.array(otherField, { maxLength: 4 }),
        fc.array(otherField, { maxLength: 4 }),
        fc.boolean(),
        fc.constantFrom('"', "'", ''),
        fc.constantFrom('', '"', "'"),
        space,
        (s, xv, yv, before, between, after, yFirst, keyQuote, valueQuote, ws) => {
          const key = (k: string): string => `${keyQuote}${k}${keyQuote}`;
          const field = ([k, v]: [string, string]): string => `${key(k)}:${ws}${v}`;
          const axisField = (k: string, v: string): string => `${key(k)}:${ws}${valueQuote}${v}${valueQuote}`;
          const first = yFirst ? axisField(s.y, yv) : axisField(s.x, xv);
          const second = yFirst ? axisField(s.x, xv) : axisField(s.y, yv);
          const fields = [...before.map(field), first, ...between.map(field), second, ...after.map(field)];
          const text = `[{${ws}${fields.join(`,${ws}`)}${ws}}]`;
          const found = findNamedPairs(text).map((p) => describePair(text, p));
          assert.deepEqual(found, [`object: ${s.x}=${xv} ${s.y}=${yv} (${s.kind})`], text);
        },
      ),
      { seed: 81, numRuns: 1500 },
    );
  });

  it('a table with the axis columns anywhere gives one pair a row', () => {
    const cell = fc.constantFrom('plain', '"quoted, with a comma"', '"say ""hi"""', '', '"two\nlines"', '42');
    fc.assert(
      fc.property(
        spelling,
        fc.array(fc.tuple(number, number, fc.array(cell, { minLength: 4, maxLength: 4 })), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(',', '\t'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (s, rows, xAt, yAt, delimiter, eol, headerApart) => {
          // Column order: four other columns, then the x column inserted at xAt and the y column at yAt.
          const place = <T>(others: T[], xs: T, ys: T): T[] => {
            const line = [...others];
            line.splice(xAt, 0, xs);
            line.splice(yAt, 0, ys);
            return line;
          };
          const header = place(['id', 'name', 'postal', 'notes'], s.x, s.y).join(delimiter);
          const body = rows.map(([xv, yv, cells]) => place(cells.map((c) => (delimiter === '\t' ? c.replace(/,/g, ' ') : c)), xv, yv).join(delimiter)).join(eol) + eol;
          const text = headerApart ? body : header + eol + body;
          const context = headerApart ? { header } : undefined;
          const found = findNamedPairs(text, context).map((p) => describePair(text, p, context));
          assert.deepEqual(found, rows.map(([xv, yv]) => `table: ${s.x}=${xv} ${s.y}=${yv} (${s.kind})`), text);
        },
      ),
      { seed: 82, numRuns: 800 },
    );
  });

  it('a query string with other parameters around gives its pair', () => {
    fc.assert(
      fc.property(
        spelling,
        number,
        number,
        fc.array(fc.constantFrom('zoom=15', 'q=a+b', 'mapStyle=Default', 'n=3', 'flag', 'v=1.2.3'), { maxLength: 3 }),
        fc.array(fc.constantFrom('zoom=15', 'q=a+b', 'mapStyle=Default', 'n=3', 'flag'), { maxLength: 3 }),
        fc.boolean(),
        (s, xv, yv, before, after, yFirst) => {
          const axis = yFirst ? [`${s.y}=${yv}`, `${s.x}=${xv}`] : [`${s.x}=${xv}`, `${s.y}=${yv}`];
          const text = `https://example.sg/map?${[...before, ...axis, ...after].join('&')}`;
          const found = findNamedPairs(text).map((p) => describePair(text, p));
          assert.deepEqual(found, [`keyValue: ${s.x}=${xv} ${s.y}=${yv} (${s.kind})`], text);
        },
      ),
      { seed: 83, numRuns: 800 },
    );
  });

  it('any text: no exception, and every offset inside the text', () => {
    const piece = fc.constantFrom(
      '{', '}', '[', ']', '"', "'", ':', '=', ',', '\n', ' ', '\\', 'lat', 'lng', 'X', 'Y', 'x_coord', 'LATITUDE', '1.3', '103.8',
      '28001', '0', '""', '-', 'e5', '&', 'south', 'north', 'east', '\t',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 60 }), fc.option(fc.constantFrom('lat,lng', 'X\tY', 'a,b')), (parts, header) => {
        const text = parts.join('');
        const context = header === null ? undefined : { header };
        for (const pair of findNamedPairs(text, context)) {
          for (const v of [pair.x, pair.y]) {
            assert.ok(v.value.start >= 0 && v.value.start < v.value.end && v.value.end <= text.length);
            assert.equal(v.value.value, Number(text.slice(v.value.start, v.value.end)));
            const source = v.name.inHeader ? context!.header : text;
            assert.equal(source.slice(v.name.start, v.name.end), v.name.text);
          }
        }
      }),
      { seed: 84, numRuns: 3000 },
    );
  });
});
