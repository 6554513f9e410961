// Property-based tests (fast-check, fixed seeds so a failure reproduces), on documents of noise:
//  (b) with pairs placed in all the supported formats, exactly the placed pairs are converted, correctly, and
//      not one character outside their numbers changes;
//  (c) converting there and back returns every number within the rounding of the two conversions.
// (a), any text and any options, is in properties.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { convertText, planConversion, renderConversion, type AxisOrder, type CrsId } from '../../../src/shared/coords';
import { Cs2csCache } from './cs2csOracle';
import { assertClose, proj4Direct } from './support';

const SYSTEMS: CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];

// ---------------------------------------------------------------------------------------------
// (b) and (c): documents of noise and pairs.

/** A document, and the numbers placed in it: `pieces[i]` is the literal text before number i. */
interface Document {
  source: CrsId;
  target: CrsId;
  from: CrsId | undefined;
  svy21Order: AxisOrder;
  text: string;
  pieces: string[];
  /** The placed numbers as written, two per pair, in text order. */
  numbers: string[];
  /** Per pair: whether it is written x first. */
  xFirst: boolean[];
  /** Per pair: its index in FORMATS. */
  formats: number[];
}

/** FORMATS that put x first whatever the system: JSON arrays (GeoJSON positions) and WKT. */
const X_FIRST_FORMATS = new Set([4, 5, 6, 7, 13]);

/** Whether pair p comes out x first, converted from `from` (written `xFirst`) to `to`: the rule of issue 8. */
function writesXFirst(doc: Document, p: number, from: CrsId, to: CrsId, xFirst: boolean): boolean {
  if (to === 'EPSG:3414') return doc.svy21Order === 'xy';
  if (from === 'EPSG:3414') return X_FIRST_FORMATS.has(doc.formats[p]!) || (to === 'EPSG:3857' && xFirst);
  return xFirst;
}

/** These properties are about the text around the numbers; the decimals chosen by default have their own tests. */
const FIXED = { degreeDecimals: 7, metreDecimals: 3 } as const;

/** Points over Singapore's main island, where a small id can never look more central than a real coordinate. */
const point = fc.record({ lon: fc.double({ min: 103.65, max: 103.98, noNaN: true }), lat: fc.double({ min: 1.26, max: 1.44, noNaN: true }) });

/** How a number is written: decimals, and sometimes an exponent or a plus sign. */
const spelling = fc.record({ decimals: fc.integer({ min: 0, max: 9 }), exponent: fc.integer({ min: 0, max: 7 }), plus: fc.integer({ min: 0, max: 9 }) });

type Spelling = { decimals: number; exponent: number; plus: number };

function spell(value: number, unit: 'degree' | 'metre', s: Spelling): string {
  const decimals = unit === 'degree' ? 4 + (s.decimals % 6) : s.decimals % 5;
  // In exponent form, as many significant digits as the fixed form has (metres: up to 8 before the point).
  const significant = unit === 'degree' ? decimals + 2 : decimals + 8;
  let text = s.exponent === 0 ? value.toExponential(significant - 1).replace('e+', s.plus % 2 ? 'E+' : 'e') : value.toFixed(decimals);
  if (s.plus === 0) text = '+' + text;
  return text;
}

/** Pair formats: `a` and `b` are the numbers in written order; ids and elevations are small integers. */
const FORMATS: ((a: string, b: string, small: number) => [string, string, string])[] = [
  (a, b) => ['', `${a}, ${b}`.slice(a.length, -b.length), ''],
  (a, b) => ['', `${a} ${b}`.slice(a.length, -b.length), ''],
  () => ['', ';', ''],
  () => ['(', ', ', ')'],
  () => ['[', ', ', ']'],
  (_a, _b, small) => ['[', ', ', `, ${small}]`],
  () => ['POINT (', ' ', ')'],
  (_a, _b, small) => ['POINT Z (', ' ', ` ${small})`],
  () => ['"', '","', '"'],
  () => ["'", "', '", "'"],
  (_a, _b, small) => [`${small},`, ',', ''],
  (_a, _b, small) => [`${small}\t`, '\t', '\tname'],
  (_a, _b, small) => [`${small},`, ',', `,${small}`],
  () => ['[\n      ', ',\n      ', '\n    ]'],
  () => ['', ',\r\n', ''],
];

/** Noise: words, punctuation, quotes, brackets, small ids, versions, dates, identifiers, whitespace. */
const noiseAtom = fc.oneof(
  fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéü東'), { minLength: 1, maxLength: 8 }).map((a) => a.join('')),
  fc.constantFrom('!', '?', '...', '--', '#', '@', '&', '%', '*', '/', '\\', '|', '=', ':', '"', "'", '[', ']', '{', '}', '(', ')', '<', '>'),
  fc.integer({ min: 0, max: 99 }).map(String),
  fc.constantFrom('1.2.3', 'v2', 'x1', 'x1e5', 'EPSG:3414', '2023-11-30', 'id_7', 'h3', '1.', '—', '📍'),
);
const noise = fc.array(fc.tuple(noiseAtom, fc.constantFrom(' ', '  ', '\n', '\t', ' ')), { minLength: 1, maxLength: 6 }).map((atoms) => atoms.map(([a, w]) => a + w).join(''));
/** Between fragments: always a character that ends a run, so fragments never join. */
const joiner = fc.constantFrom(' | ', '\n# ', ' ; x ', ' } { ', '\t=\t', ' and ', '\n--\n', ' :: ');

const fragment = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('noise' as const), noise }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pair' as const),
      point,
      format: fc.integer({ min: 0, max: FORMATS.length - 1 }),
      xFirst: fc.boolean(),
      small: fc.integer({ min: 0, max: 999 }),
      a: spelling,
      b: spelling,
    }),
  },
);

const documentArbitrary = fc
  .record({
    source: fc.constantFrom(...SYSTEMS),
    targetIndex: fc.integer({ min: 1, max: 2 }),
    fromGiven: fc.boolean(),
    svy21Order: fc.constantFrom<AxisOrder>('xy', 'yx'),
    sameOrder: fc.boolean(),
    fragments: fc.array(fragment, { minLength: 1, maxLength: 25 }),
    joiners: fc.array(joiner, { minLength: 25, maxLength: 25 }),
    lead: fc.constantFrom('', 'Coordinates:\n', '\uFEFF', '{"data": '),
  })
  .filter((d) => d.fragments.some((f) => f.kind === 'pair'))
  .map((d): Document => {
    const source = d.source;
    const target = SYSTEMS[(SYSTEMS.indexOf(source) + d.targetIndex) % 3]!;
    const unit = source === 'EPSG:4326' ? 'degree' : 'metre';
    const pieces: string[] = [];
    const numbers: string[] = [];
    const xFirst: boolean[] = [];
    const formats: number[] = [];
    let literal: string = d.lead;
    d.fragments.forEach((f, i) => {
      if (i > 0) literal += d.joiners[i - 1]!;
      if (f.kind === 'noise') {
        literal += f.noise;
        return;
      }
      const [x, y] = source === 'EPSG:4326' ? [f.point.lon, f.point.lat] : proj4Direct('EPSG:4326', source, f.point.lon, f.point.lat);
      // SVY21's order is the option's; the others are free per pair, or shared when the test needs to read back SVY21.
      const first = source === 'EPSG:3414' ? d.svy21Order === 'xy' : d.sameOrder ? d.svy21Order === 'xy' : f.xFirst;
      const a = spell(first ? x : y, unit, f.a);
      const b = spell(first ? y : x, unit, f.b);
      const [before, between, after] = FORMATS[f.format]!(a, b, f.small);
      pieces.push(literal + before);
      numbers.push(a);
      pieces.push(between);
      numbers.push(b);
      literal = after;
      xFirst.push(first);
      formats.push(f.format);
    });
    pieces.push(literal);
    let text = pieces[0]!;
    for (let i = 0; i < numbers.length; i++) text += numbers[i]! + pieces[i + 1]!;
    return { source, target, from: d.fromGiven ? source : undefined, svy21Order: d.svy21Order, text, pieces, numbers, xFirst, formats };
  });

/** The numbers written where the placed ones were, or a failure if anything else in the text changed. */
function slots(doc: Document, output: string): string[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp('^' + doc.pieces.map(escape).join('(-?\\d+(?:\\.\\d+)?)') + '$', 'u');
  const match = pattern.exec(output);
  assert.ok(match, `the text outside the converted numbers changed:\n--- input\n${doc.text}\n--- output\n${output}`);
  return match.slice(1);
}

function decimalsOf(crs: CrsId): number {
  return crs === 'EPSG:4326' ? 7 : 3;
}

describe('(b) noise and pairs in every format', () => {
  it('converts exactly the placed pairs, correctly, and nothing else', () => {
    // The oracle is PROJ's cs2cs, not proj4 (the engine's own library): every placed pair of the documents
    // fast-check will generate is converted up front, in one cs2cs run per direction.
    const settings = { seed: 4242, numRuns: 600 };
    const oracle = new Cs2csCache();
    oracle.prepare(
      fc.sample(documentArbitrary, settings).flatMap((doc) =>
        doc.xFirst.map((xFirst, p) => {
          const [a, b] = [Number(doc.numbers[2 * p]), Number(doc.numbers[2 * p + 1])];
          const [x, y] = xFirst ? [a, b] : [b, a];
          return { from: doc.source, to: doc.target, x, y };
        }),
      ),
    );
    fc.assert(
      fc.property(documentArbitrary, (doc) => {
        const result = convertText(doc.text, { to: doc.target, from: doc.from, svy21Order: doc.svy21Order, ...FIXED });
        assert.equal(result.converted, doc.numbers.length / 2, 'number of pairs converted');
        assert.equal(result.from, doc.source);
        const written = slots(doc, result.text);
        const decimals = decimalsOf(doc.target);
        const tolerance = 0.5 * 10 ** -decimals + 1e-9;
        for (let p = 0; p < written.length / 2; p++) {
          const a = Number(doc.numbers[2 * p]);
          const b = Number(doc.numbers[2 * p + 1]);
          const [x, y] = doc.xFirst[p] ? [a, b] : [b, a];
          const [ex, ey] = oracle.convert(doc.source, doc.target, x, y);
          const [first, second] = writesXFirst(doc, p, doc.source, doc.target, doc.xFirst[p]!) ? [ex, ey] : [ey, ex];
          for (const [text, expected] of [[written[2 * p]!, first], [written[2 * p + 1]!, second]] as const) {
            assert.match(text, decimals === 7 ? /^-?\d+\.\d{7}$/ : /^-?\d+\.\d{3}$/, `fixed decimals in ${text}`);
            assertClose(Number(text), expected, tolerance, `pair ${p} (${doc.numbers[2 * p]}, ${doc.numbers[2 * p + 1]})`);
          }
        }
      }),
      settings,
    );
  });

  it('the two-step API gives the same texts as convertText', () => {
    fc.assert(
      fc.property(documentArbitrary, (doc) => {
        const options = { to: doc.target, from: doc.from, svy21Order: doc.svy21Order };
        const plan = planConversion([doc.text], options);
        const converted = plan.pairs.map((p) => proj4Direct(plan.from, doc.target, p.x, p.y));
        assert.deepEqual(renderConversion([doc.text], plan, doc.target, converted, options), [convertText(doc.text, options).text]);
      }),
      { seed: 4343, numRuns: 200 },
    );
  });
});

describe('(c) there and back', () => {
  it('returns every number within the rounding of both conversions', () => {
    fc.assert(
      fc.property(
        // Only documents whose pairs come back in their own order: "lon, lat" in plain text is written
        // latitude first on the way back from SVY21, which roundTripRule.test.ts covers.
        documentArbitrary.filter((d) =>
          d.xFirst.every((x, p) => writesXFirst(d, p, d.target, d.source, writesXFirst(d, p, d.source, d.target, x)) === x),
        ),
        fc.boolean(),
        (doc, namedBack) => {
          const there = convertText(doc.text, { to: doc.target, from: doc.from, svy21Order: doc.svy21Order, ...FIXED });
          const back = convertText(there.text, { to: doc.source, from: namedBack ? doc.target : undefined, svy21Order: doc.svy21Order, ...FIXED });
          assert.equal(back.converted, doc.numbers.length / 2);
          const returned = slots(doc, back.text);
          // Degrees: 5e-8 for the last rounding plus 5e-9 from 3-decimal metres. Metres: 5e-4 plus a 7-decimal degree (≈ 5.6e-3).
          const tolerance = doc.source === 'EPSG:4326' ? 6e-8 : 7e-3;
          returned.forEach((text, i) => assertClose(Number(text), Number(doc.numbers[i]), tolerance, `number ${i} "${doc.numbers[i]}" came back as "${text}"`));
        },
      ),
      { seed: 777, numRuns: 400 },
    );
  });
});
