// A file an edit broke says what it lost: LTA's bus stops with one closing brace deleted read two stops as
// one object, and the place lost is counted with the syntax error that caused it. Files read whole skip none,
// and OneMap's answers (two systems naming one place in each object) are one place each, not a place lost.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findNodeAtOffset, parseTree } from 'jsonc-parser';
import { findFeatures } from '../../../src/mapData';
import { nodeAt } from '../../../src/mapData/jsonFeatures';
import { jsonTree } from '../../../src/mapData/jsonTree';
import { skippedMessage } from '../../../src/layers/skippedWords';
import { compactShapes } from '../../../src/layers/compactShapes';
import { readReal } from '../coords/realFixtures';

const STOPS = 'lta-datamall-bus-stops.json';

describe('places a file names and the map does not show', () => {
  it('a closing brace deleted in LTA bus stops: one place skipped, with the error that made two objects one', () => {
    const text = readReal(STOPS);
    const whole = findFeatures(text);
    assert.equal(whole.features.length, 300);
    assert.equal(whole.skipped, undefined);

    const brace = text.indexOf('}', text.indexOf('"BusStopCode": "01029"'));
    const broken = text.slice(0, brace) + text.slice(brace + 1);
    const read = findFeatures(broken);
    assert.equal(read.features.length, 299);
    assert.equal(read.skipped?.count, 1);
    // The lost stop is the next one; the parser notices the missing brace at that stop's opening one.
    assert.ok(read.skipped!.at > brace && broken.slice(brace, read.skipped!.at).includes('"BusStopCode"'), 'the position skipped is the next stop');
    assert.deepEqual(read.skipped!.cause, { at: broken.indexOf('{', brace), words: 'a closing brace or a property name is missing' });
  });

  it("OneMap's answers name each place in two systems: one place each, nothing skipped", () => {
    for (const name of ['onemap-mrt-stations.json', 'onemap-lrt-stations.json']) {
      const read = findFeatures(readReal(name));
      assert.ok(read.features.length > 0, name);
      assert.equal(read.skipped, undefined, name);
    }
  });

  it('says how many and why in a first sentence that fits a notification', () => {
    const message = skippedMessage('bus-stops.json', { count: 1, at: 'line 1 234, column 3', why: 'merged', cause: { at: 'line 1 230, column 2', words: 'a closing brace or a property name is missing' } }, 5194);
    assert.equal(
      message,
      '1 place in bus-stops.json is not on the map: at line 1 230, column 2 a closing brace or a property name is missing, so two objects read as one. The other 5,194 are.',
    );
    assert.ok(message.indexOf('. ') <= 160, 'the first sentence fits');
    assert.match(skippedMessage('a.json', { count: 2, at: 'line 3, column 1', why: 'merged' }, 7), /^2 places in a\.json are not on the map: its object \(line 3, column 1\) has another place already/);
  });
});

describe('the node at an offset', () => {
  it("is jsonc-parser's findNodeAtOffset, found by halving", () => {
    for (const name of [STOPS, 'onemap-planning-areas.json', 'sgbusdata-bus-stops-lat-long.json']) {
      const text = readReal(name);
      const root = jsonTree(text)!;
      const theirs = parseTree(text.slice(text.search(/[[{]/)), [], { allowTrailingComma: true })!;
      const open = text.search(/[[{]/);
      for (let offset = 0; offset < text.length; offset += 7) {
        const mine = nodeAt(root, offset);
        const expected = findNodeAtOffset(theirs, offset - open, true);
        assert.deepEqual(mine && [mine.offset, mine.length, mine.type], expected && [expected.offset + open, expected.length, expected.type], `${name} at ${offset}`);
      }
    }
  });
});

it('positions go to the page to 7 decimals', () => {
  assert.deepEqual(compactShapes([{ kind: 'point', lat: 1.2896349038590123, lon: 103.85253591654006 }, { kind: 'line', path: [1.23456789, 103.1] }]), [
    { kind: 'point', lat: 1.2896349, lon: 103.8525359 },
    { kind: 'line', path: [1.2345679, 103.1] },
  ]);
});
