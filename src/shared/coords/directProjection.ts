// proj4's own projection functions without proj4's generic transform around them. For a pair of
// definitions on one datum, proj4's transform (lib/transform.js, transformInternal) only: turns degrees
// into radians or calls the source's inverse, passes the point through datum_transform, which returns it
// as is, then turns radians into degrees or calls the target's forward. Doing just that, with proj4's
// constants and projection objects, gives the same bits as converter.forward([x, y]) without its checks
// and temporary objects. directPath checks, from the projection objects themselves, that nothing else in
// transformInternal would apply (datum shift, prime meridian, unit factor, longitude wrap), and answers
// undefined otherwise, so a definition changed later falls back to proj4's converter instead of drifting.
import proj4 from 'proj4';

/** proj4's lib/constants/values.js, the same literals, so the products are the same bits. */
export const D2R = 0.01745329251994329577;
export const R2D = 57.29577951308232088;

/** The point proj4's projection functions read and write (they change it and return it, or null). */
export interface XY {
  x: number;
  y: number;
}

/** What transformInternal reads of a proj4 projection object. */
export interface Projection {
  projName?: string;
  forward(p: XY): XY | null | undefined;
  inverse(p: XY): XY | null | undefined;
  datum?: { datum_type: number; a: number; es: number };
  from_greenwich?: number;
  to_meter?: number;
  long_wrap?: number;
}

/** proj4's datum types (lib/constants/values.js): the ones datum_transform may pass through unchanged. */
const PJD_WGS84 = 4;
const PJD_NODATUM = 5;

export interface DirectPath {
  /** null: the source is longitude/latitude, which proj4 only multiplies by D2R. */
  readonly source: Projection | null;
  /** null: the target is longitude/latitude, which proj4 only multiplies by R2D. */
  readonly target: Projection | null;
}

const projections = new Map<string, Projection>();

/** proj4's projection object for a definition (what proj4(from, to) builds for each side). */
export function projectionFor(definition: string): Projection {
  let projection = projections.get(definition);
  if (projection === undefined) {
    projection = new proj4.Proj(definition) as unknown as Projection;
    projections.set(definition, projection);
  }
  return projection;
}

/** The direct path from one proj4 definition to another, or undefined when proj4 would do more than it. */
export function directPath(fromDefinition: string, toDefinition: string): DirectPath | undefined {
  const source = projectionFor(fromDefinition);
  const target = projectionFor(toDefinition);
  return onlyProjection(source, target)
    ? { source: source.projName === 'longlat' ? null : source, target: target.projName === 'longlat' ? null : target }
    : undefined;
}

/**
 * True when transformInternal(source, target, {x, y}) does nothing but the projection steps: no datum
 * shift (checkNotWGS and datum_transform), no prime meridian (from_greenwich), no unit factor (to_meter),
 * no longitude wrap (long_wrap). The axis order only applies with enforceAxis, which is never passed.
 */
export function onlyProjection(source: Projection, target: Projection): boolean {
  return (
    sameDatum(source, target) &&
    !source.from_greenwich &&
    !target.from_greenwich &&
    (source.projName === 'longlat' ? true : !source.to_meter && source.projName !== 'geocent') &&
    (target.projName === 'longlat' ? target.long_wrap === undefined : !target.to_meter && target.projName !== 'geocent')
  );
}

/**
 * datum_transform returns the point unchanged when the datums compare equal or either side has no datum
 * (+no_defs without +datum, +nadgrids=@null); types 1–3 (towgs84 parameters, grid shifts) do real work.
 */
function sameDatum(source: Projection, target: Projection): boolean {
  const s = source.datum;
  const t = target.datum;
  if (s === undefined || t === undefined) return false;
  const known = (type: number): boolean => type === PJD_WGS84 || type === PJD_NODATUM;
  if (!known(s.datum_type) || !known(t.datum_type)) return false;
  if (s.datum_type === PJD_NODATUM || t.datum_type === PJD_NODATUM) return true;
  return s.a === t.a && s.es === t.es;
}
