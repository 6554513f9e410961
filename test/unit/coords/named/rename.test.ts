// Renaming: after a conversion no name contradicts its value, in the name's own style, and converting
// back restores the original name wherever the table allows.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import fc from 'fast-check';
import { findNamedPairs, renamedKey, RENAMING } from '../../../../src/shared/coords/named';
import { forgetNames } from '../../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

const TO_METRES: Array<[string, 'x' | 'y', string]> = [
  ['latitude', 'y', 'northing'],
  ['Latitude', 'y', 'Northing'],
  ['LATITUDE', 'y', 'NORTHING'],
  ['longitude', 'x', 'easting'],
  ['LONGITUDE', 'x', 'EASTING'],
  ['LONGTITUDE', 'x', 'EASTING'],
  ['lat', 'y', 'north'],
  ['Lat', 'y', 'North'],
  ['LAT', 'y', 'NORTH'],
  ['lng', 'x', 'east'],
  ['lon', 'x', 'east'],
  ['long', 'x', 'east'],
  ['start_lat', 'y', 'start_north'],
  ['END-LNG', 'x', 'END-EAST'],
  ['GPSLatitude', 'y', 'GPSNorthing'],
  ['geoLat', 'y', 'geoNorth'],
  ['latitude_deg', 'y', 'northing_deg'],
  ['data-lat', 'y', 'data-north'],
];

const KEPT: Array<[string, 'degrees' | 'metres', 'x' | 'y']> = [
  ['x', 'metres', 'x'],
  ['Y', 'degrees', 'y'],
  ['x_coord', 'degrees', 'x'],
  ['X_ADDR', 'metres', 'x'],
  ['XCOORD', 'degrees', 'x'],
  ['lat', 'degrees', 'y'], // already degrees
  ['easting', 'metres', 'x'], // already metres
  ['lat', 'metres', 'x'], // the other axis: not this name's business
  ['name', 'metres', 'x'],
  ['lat_lng', 'metres', 'y'],
  ['latitudeDelta', 'metres', 'y'], // a span, not a position
  ['GPSLatitudeRef', 'metres', 'y'], // EXIF's N or S
];

describe('renamedKey', () => {
  for (const [name, axis, renamed] of TO_METRES) {
    it(`${name} holding metres becomes ${renamed}`, () => {
      assert.equal(renamedKey(name, 'metres', axis), renamed);
    });
  }
  for (const [name, target, axis] of KEPT) {
    it(`${name} keeps its name for ${target} on ${axis}`, () => {
      assert.equal(renamedKey(name, target, axis), undefined);
    });
  }

  it('metre names holding degrees become degree names', () => {
    assert.equal(renamedKey('NORTHING', 'degrees', 'y'), 'LATITUDE');
    assert.equal(renamedKey('Easting', 'degrees', 'x'), 'Longitude');
    assert.equal(renamedKey('north', 'degrees', 'y'), 'lat');
    assert.equal(renamedKey('east', 'degrees', 'x'), 'lng');
  });

  it('every term the table writes is read back as the same axis in the target units', () => {
    for (const [from, to] of Object.entries(RENAMING.toMetres)) {
      const axis = from.startsWith('lat') ? 'y' : 'x';
      assert.equal(renamedKey(to, 'degrees', axis) !== undefined, true, `${to} is read as metres on ${axis}`);
    }
    for (const [from, to] of Object.entries(RENAMING.toDegrees)) {
      const axis = from.startsWith('north') ? 'y' : 'x';
      assert.equal(renamedKey(to, 'metres', axis) !== undefined, true, `${to} is read as degrees on ${axis}`);
    }
  });

  it('renamed names still pair: a converted object is found again, with the other kind', () => {
    const text = '{"Latitude": 31809.177, "Longitude": 28837.856}';
    const renamed = text.replace('Latitude', renamedKey('Latitude', 'metres', 'y')!).replace('Longitude', renamedKey('Longitude', 'metres', 'x')!);
    assert.equal(renamed, '{"Northing": 31809.177, "Easting": 28837.856}');
    const [pair] = findNamedPairs(renamed);
    assert.equal(pair?.x.kind, 'metres');
    assert.equal(pair?.y.kind, 'metres');
    assert.equal(pair?.x.name.text, 'Easting');
  });

  // The round trip: degrees → metres → degrees gives the name back, for every reversible term, in
  // any case style and with any stem and separators around it.
  const reversible = ['latitude', 'longitude', 'lat', 'lng', 'northing', 'easting', 'north', 'east'];
  const style = fc.constantFrom<(w: string) => string>(
    (w) => w,
    (w) => w.toUpperCase(),
    (w) => w[0]!.toUpperCase() + w.slice(1),
  );
  const stemWord = fc.constantFrom('start', 'end', 'geo', 'pickup', 'centroid', '1', '2');
  const separator = fc.constantFrom('_', '-', '.', '');

  it('round trip restores the name (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...reversible), style, fc.option(stemWord), separator, fc.boolean(), (word, styled, stem, sep, stemFirst) => {
        const axisWord = styled(word);
        // With no separator, the stem joins in camelCase (a capital), or as digits.
        const joined = (a: string, b: string): string => (sep === '' && !/^\d/.test(b) ? a + b[0]!.toUpperCase() + b.slice(1) : a + sep + b);
        const name = stem === null ? axisWord : stemFirst ? joined(stem, axisWord) : joined(axisWord, stem);
        const degrees = ['latitude', 'longitude', 'lat', 'lng'].includes(word);
        const axis = word.startsWith('lat') || word.startsWith('north') ? 'y' : 'x';
        const there = renamedKey(name, degrees ? 'metres' : 'degrees', axis);
        assert.notEqual(there, undefined, `${name} is renamed`);
        assert.equal(renamedKey(there!, degrees ? 'degrees' : 'metres', axis), name, `${name} → ${there} → back`);
      }),
      { seed: 8, numRuns: 500 },
    );
  });

  it('lon and long are the names a round trip cannot restore: they come back as lng', () => {
    assert.equal(renamedKey(renamedKey('lon', 'metres', 'x')!, 'degrees', 'x'), 'lng');
    assert.equal(renamedKey(renamedKey('LONG', 'metres', 'x')!, 'degrees', 'x'), 'LNG');
  });
});
