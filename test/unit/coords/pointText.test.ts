// A point picked on the map, written as text the way the converter writes (the map's "Copy Coordinates").
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { CoordinateError, convertText, pixelMetresAtZoom, writePoint } from '../../../src/shared/coords';

// README's example point: OneMap's converter gives SVY21 28837.86, 31809.18 and Web Mercator 11559510.22, 145167.07.
const ORCHARD = { lat: 1.3039454, lon: 103.8408471 };
const street = { pixelMetres: pixelMetresAtZoom(18) }; // 0.6 m a pixel
const town = { pixelMetres: pixelMetresAtZoom(12) }; // 38 m a pixel

test('"auto" resolves the pixel clicked: a decimal of a metre at street zoom, whole metres zoomed out', () => {
  assert.equal(writePoint(ORCHARD, 'EPSG:4326', street), '1.303945, 103.840847');
  assert.equal(writePoint(ORCHARD, 'EPSG:3414', street), '28837.9, 31809.2');
  assert.equal(writePoint(ORCHARD, 'EPSG:3857', street), '11559510.2, 145167.1');
  assert.equal(writePoint(ORCHARD, 'EPSG:4326', town), '1.30395, 103.84085');
  assert.equal(writePoint(ORCHARD, 'EPSG:3414', town), '28838, 31809');
  assert.equal(writePoint(ORCHARD, 'EPSG:3857', town), '11559510, 145167');
});

test('degrees from whole metres lose trailing zeros, as the converter writes them', () => {
  assert.equal(writePoint({ lat: 1.35, lon: 103.8 }, 'EPSG:4326', town), '1.35, 103.8');
});

test('SVY21 follows the order setting; degrees are latitude first, Web Mercator x first', () => {
  assert.equal(writePoint(ORCHARD, 'EPSG:3414', { ...street, svy21Order: 'yx' }), '31809.2, 28837.9');
  assert.equal(writePoint(ORCHARD, 'EPSG:3414', { ...street, svy21Order: 'xy' }), '28837.9, 31809.2');
});

test('fixed decimals are the settings’ own, and the text is what converting the degrees gives', () => {
  const options = { degreeDecimals: 7, metreDecimals: 3, pixelMetres: town.pixelMetres };
  const degrees = writePoint(ORCHARD, 'EPSG:4326', options);
  assert.equal(degrees, '1.3039454, 103.8408471');
  for (const to of ['EPSG:3414', 'EPSG:3857'] as const) {
    const converted: string = convertText(degrees, { to, metreDecimals: 3 }).text;
    // The converter keeps the source's order for Web Mercator (latitude first here): compare as numbers by axis.
    const written = writePoint(ORCHARD, to, options);
    assert.match(written, /^\d+\.\d{3}, \d+\.\d{3}$/);
    assert.deepEqual(written.split(', ').sort(), converted.split(', ').sort(), to);
  }
});

test('a setting out of range is refused in the converter’s words', () => {
  assert.throws(() => writePoint(ORCHARD, 'EPSG:3414', { ...street, metreDecimals: 12 }), (e: unknown) => e instanceof CoordinateError && /Metre decimals must be/.test(e.message));
  assert.throws(() => writePoint(ORCHARD, 'EPSG:3414', { ...street, svy21Order: 'ab' as 'xy' }), CoordinateError);
  assert.throws(() => writePoint({ lat: Number.NaN, lon: 103 }, 'EPSG:4326', street), CoordinateError);
});
