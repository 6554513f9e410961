// Which pairs of definitions directProjection.ts lets skip proj4's converter. directProjection.test.ts checks
// the engine's three systems through transformPoint, whose path is built once per direction and kept; these
// tests ask directPath afresh for every pair of a table of definitions, so a wrong verdict cannot hide behind
// a path built earlier. The oracle is proj4's converter: wherever a path is given, applying it must give the
// converter's bits; and a definition that needs more than projecting (a datum shift, another ellipsoid, a
// prime meridian, a unit, a longitude wrap, geocentric axes) must get no path, on either side.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import proj4 from 'proj4';
import { D2R, directPath, onlyProjection, projectionFor, R2D, type DirectPath, type Projection, type XY } from '../../../src/shared/coords/directProjection';
import { PROJ4_DEFINITION } from '../../../src/shared/coords/systems';

const WGS84 = PROJ4_DEFINITION['EPSG:4326'];
const SVY21 = PROJ4_DEFINITION['EPSG:3414'];
const WEB_MERCATOR = PROJ4_DEFINITION['EPSG:3857'];

/** Definitions proj4 may only project between, with the engine's three: one datum, metres, Greenwich. */
const DIRECT = [
  WGS84,
  SVY21,
  WEB_MERCATOR,
  '+proj=utm +zone=48 +datum=WGS84 +units=m +no_defs',
  // No datum at all (proj4's PJD_NODATUM): datum_transform passes the point through whatever the ellipsoid.
  '+proj=longlat +ellps=intl +no_defs',
  '+proj=tmerc +lat_0=0 +lon_0=105 +k=0.9996 +x_0=500000 +y_0=0 +ellps=bessel +no_defs',
  // A unit factor on longitude and latitude, which proj4's transform ignores (it applies to projected axes only).
  '+proj=longlat +datum=WGS84 +to_meter=2 +no_defs',
];

/** Definitions where proj4's transform does more than project, each for one reason. */
const NOT_DIRECT: Record<string, string> = {
  'a datum shift (towgs84)': '+proj=longlat +ellps=intl +towgs84=-133,-321,50,0,0,0,0 +no_defs',
  'a prime meridian': '+proj=longlat +ellps=WGS84 +pm=paris +no_defs',
  'projected in feet': '+proj=tmerc +lat_0=0 +lon_0=103 +k=1 +x_0=0 +y_0=0 +datum=WGS84 +units=ft +no_defs',
  'geocentric axes': '+proj=geocent +datum=WGS84 +units=m +no_defs',
};

/** A target definition that only a target can get wrong: longitudes wrapped around 180°. */
const WRAPPED = '+proj=longlat +datum=WGS84 +lon_wrap=180 +no_defs';

/** What transformPoint does with a path: proj4's transformInternal's projection steps, nothing else. */
function viaPath(path: DirectPath, x: number, y: number): [number, number] | undefined {
  let p: XY | null | undefined = path.source === null ? { x: x * D2R, y: y * D2R } : path.source.inverse({ x, y });
  if (!p) return undefined;
  if (path.target === null) return [p.x * R2D, p.y * R2D];
  p = path.target.forward(p);
  return p ? [p.x, p.y] : undefined;
}

/** Places in longitude and latitude: Singapore, a point west of 180° (where a wrap shows), one in Europe. */
const PLACES: [number, number][] = [[103.8198, 1.3521], [-170.25, 40.5], [2.3522, 48.8566], [104.041, 1.4043]];

/** Each place written in `definition`, as proj4 writes it. */
function pointsIn(definition: string): [number, number][] {
  const from = proj4(WGS84, definition);
  return PLACES.map((place) => from.forward([...place]) as [number, number]).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
}

/** True when the path gives proj4's converter's bits for every place. */
function sameBits(path: DirectPath, from: string, to: string): boolean {
  const converter = proj4(from, to);
  return pointsIn(from).every(([x, y]) => {
    const expected = converter.forward([x, y]) as [number, number];
    const actual = viaPath(path, x, y);
    if (!Number.isFinite(expected[0]) || !Number.isFinite(expected[1])) return true;
    return actual !== undefined && Object.is(actual[0], expected[0]) && Object.is(actual[1], expected[1]);
  });
}

describe('direct projection: which definitions skip proj4\'s converter', () => {
  it('the engine\'s six directions get a path, longitude and latitude on their own side only', () => {
    const longLat = (definition: string) => definition === WGS84;
    for (const from of [WGS84, SVY21, WEB_MERCATOR]) {
      for (const to of [WGS84, SVY21, WEB_MERCATOR]) {
        if (from === to) continue;
        const path = directPath(from, to);
        assert.ok(path, `${from} → ${to} has no path`);
        assert.equal(path.source === null, longLat(from), `${from} → ${to}: source`);
        assert.equal(path.target === null, longLat(to), `${from} → ${to}: target`);
        assert.ok(sameBits(path, from, to), `${from} → ${to}`);
      }
    }
  });

  it('every pair of one-datum definitions gets a path, and the path gives proj4\'s bits', () => {
    for (const from of DIRECT) {
      for (const to of DIRECT) {
        const path = directPath(from, to);
        assert.ok(path, `${from} → ${to} has no path`);
        assert.ok(sameBits(path, from, to), `${from} → ${to}: not proj4's bits`);
      }
    }
  });

  for (const [why, definition] of Object.entries(NOT_DIRECT)) {
    it(`${why}: no path, as source or as target`, () => {
      for (const other of [WGS84, SVY21]) {
        assert.equal(directPath(definition, other), undefined, `${definition} → ${other}`);
        assert.equal(directPath(other, definition), undefined, `${other} → ${definition}`);
      }
    });
  }

  it('the WGS84 datum with its axis or flattening changed is another ellipsoid: no path', () => {
    for (const definition of ['+proj=longlat +ellps=intl +towgs84=0,0,0 +no_defs', '+proj=longlat +a=6378000 +rf=298.257223563 +towgs84=0,0,0 +no_defs', '+proj=longlat +a=6378137 +rf=300 +towgs84=0,0,0 +no_defs']) {
      assert.equal(directPath(WGS84, definition), undefined, definition);
      assert.equal(directPath(definition, WGS84), undefined, definition);
    }
  });

  it('two spheres of different radii on the WGS84 datum type: no path (proj4 takes the point through geocentric axes)', () => {
    const sphere = (radius: number) => `+proj=longlat +R=${radius} +towgs84=0,0,0 +no_defs`;
    assert.equal(directPath(sphere(6378000), sphere(6371000)), undefined);
    assert.equal(directPath(sphere(6371000), sphere(6378000)), undefined);
    assert.ok(directPath(sphere(6371000), sphere(6371000)));
  });

  it('a projection object without a datum gets no path, on either side', () => {
    const wgs84 = projectionFor(WGS84);
    const bare: Projection = { projName: 'longlat', forward: (p) => p, inverse: (p) => p };
    assert.equal(onlyProjection(bare, wgs84), false);
    assert.equal(onlyProjection(wgs84, bare), false);
    assert.equal(onlyProjection(wgs84, wgs84), true);
  });

  it('a wrapped longitude as target gets no path (proj4 wraps it), as source it reads as any longitude', () => {
    assert.equal(directPath(WGS84, WRAPPED), undefined);
    assert.equal(directPath(SVY21, WRAPPED), undefined);
    const path = directPath(WRAPPED, SVY21);
    assert.ok(path && sameBits(path, WRAPPED, SVY21));
  });

  it('the reasons above are real: the direct steps would not give proj4\'s bits for any of them', () => {
    // So a verdict of "no path" above is needed, not only safe. Geocentric axes are left out: proj4 takes them
    // through a branch of its own, which in two dimensions happens to give the projection's bits, and refusing
    // them costs nothing.
    const needed = Object.entries(NOT_DIRECT).filter(([why]) => why !== 'geocentric axes').map(([, definition]) => definition);
    for (const definition of [...needed, '+proj=longlat +a=6378137 +rf=300 +towgs84=0,0,0 +no_defs', WRAPPED]) {
      const forced: DirectPath = { source: null, target: definition.includes('longlat') ? null : (new proj4.Proj(definition) as never) };
      assert.equal(sameBits(forced, WGS84, definition), false, definition);
    }
  });
});
