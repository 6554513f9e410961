// A file an edit broke, read as Show on Map reads it: an opening brace deleted no longer turns what follows
// into a place per position (URA's 55 planning areas read as 38 741 places), a place lost that way is said,
// and a GeoJSON Feature whose geometry cannot be read is counted (one with no geometry is not).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';
import { skippedMessage } from '../../../src/layers/skippedWords';
import { repoRoot } from '../repoRoot';
import { readReal } from '../coords/realFixtures';

const withoutOpeningBrace = (text: string, before: string): { text: string; at: number } => {
  const at = text.lastIndexOf('{', text.indexOf(before));
  return { text: text.slice(0, at) + text.slice(at + 1), at };
};

describe('an opening brace deleted', () => {
  it("in LTA's bus stops: the stop it broke is said, not lost without a word, and the others are all shown", () => {
    const { text, at } = withoutOpeningBrace(readReal('lta-datamall-bus-stops.json'), '"BusStopCode": "01029"');
    const read = findFeatures(text);
    assert.equal(read.features.length, 299);
    assert.equal(read.skipped?.why, 'unreadable');
    assert.ok(read.skipped!.cause!.at > at && read.skipped!.cause!.at < text.indexOf('"BusStopCode": "01029"') + 30, 'the error named is where the brace went');
    const message = skippedMessage('bus-stops.json', { count: read.skipped!.count, at: 'line 25, column 3', why: 'unreadable', cause: { at: 'line 25, column 17', words: read.skipped!.cause!.words } }, 299);
    assert.equal(message, 'bus-stops.json cannot be read as JSON at line 25, column 17 (a comma is missing): a place there may be missing from the map. It shows 299.');
  });

  it("in OneMap's MRT stations: what is left of the object is not a place of its own", () => {
    const mrt = readReal('onemap-mrt-stations.json');
    // The station before Yew Tee's: its object and the "Possible Locations" list it opens lose their brace.
    const at = mrt.lastIndexOf('{', mrt.indexOf('"Possible Locations"', mrt.indexOf('Choa Chu Kang')));
    const text = mrt.slice(0, at) + mrt.slice(at + 1);
    const read = findFeatures(text);
    assert.equal(findFeatures(mrt).features.length, 185);
    assert.equal(read.features.length, 184, 'the broken station is not shown as a loose pair');
    assert.equal(read.skipped?.why, 'unreadable');
    assert.equal(read.skipped?.count, 1);
  });

  it("in URA's planning areas (GeoJSON): the areas after it are still areas, not a place per vertex", () => {
    const ura = readFileSync(path.join(repoRoot, 'test/fixtures/real/large/ura-mp2019-planning-area-no-sea.geojson'), 'utf8');
    const second = ura.indexOf('{ "type": "Feature"', ura.indexOf('{ "type": "Feature"') + 1);
    const broken = ura.slice(0, second) + ura.slice(second + 1);
    const read = findFeatures(broken);
    assert.equal(read.features.length, 55);
    assert.ok(read.features.every((feature) => feature.shapes.every((shape) => shape.kind === 'polygon') || feature.start <= second + 2000), 'past the break every area is a polygon');
    assert.ok(read.skipped, 'the break is told');
    // The file's own first brace deleted: the members before its array are what is left of the root object.
    assert.equal(findFeatures(ura.slice(ura.indexOf('{') + 1)).features.length, 55);
  });
});

describe('GeoJSON Features whose geometry cannot be read', () => {
  const feature = (geometry: string, name: string) => `{ "type": "Feature", "properties": { "name": "${name}" }, "geometry": ${geometry} }`;
  const collection = (...features: string[]) => `{ "type": "FeatureCollection", "features": [\n${features.join(',\n')}\n] }`;

  it('a position with one number: counted and said, with where its Feature is', () => {
    const text = collection(
      feature('{ "type": "Point", "coordinates": [103.851, 1.2841] }', 'Raffles Place'),
      feature('{ "type": "Point", "coordinates": [103.8198] }', 'Broken'),
      feature('{ "type": "LineString", "coordinates": [[103.84, 1.29]] }', 'One position'),
    );
    const read = findFeatures(text);
    assert.deepEqual(read.features.map((f) => f.label), ['Raffles Place']);
    assert.equal(read.skipped?.count, 2);
    assert.equal(read.skipped?.why, 'geometry');
    assert.equal(read.skipped?.at, text.indexOf('{ "type": "Feature"', text.indexOf('Raffles')));
    assert.equal(
      skippedMessage('places.geojson', { count: 2, at: 'line 3, column 1', why: 'geometry' }, 1),
      '2 places in places.geojson are not on the map: the geometry of the first Feature (line 3, column 1) cannot be read. The other 1 place is.',
    );
  });

  it('a null geometry or empty coordinates are valid GeoJSON with nothing to show: not counted', () => {
    const read = findFeatures(collection(feature('{ "type": "Point", "coordinates": [103.851, 1.2841] }', 'Raffles Place'), feature('null', 'Nowhere'), feature('{ "type": "Polygon", "coordinates": [] }', 'Empty')));
    assert.equal(read.features.length, 1);
    assert.equal(read.skipped, undefined);
  });
});
