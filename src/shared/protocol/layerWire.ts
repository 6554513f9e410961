// How a layer travels from the host to the page: packed into columns (each property name once, the positions
// in one flat list) and written as one JSON text. A layer as objects (5 200 bus stops: 5 200 features, each with
// its shapes and [name, value] pairs) was copied object by object at every hop, and VS Code makes three (JSON
// to the renderer, then a structured clone into each of its two frames): 57 ms of the page's 120 ms in the
// bench. One string is copied as bytes, and the packed text is half the size (548 KB against 1.09 MB).
// The page parses the text and checks every part of it against the same bounds the objects had.
import { isLayerColour } from '../layerPalette';
import { isRecord, isString, MAX_NAME } from './checks';
import { isLayerId, MAX_FEATURES, MAX_PROPERTIES, MAX_VERTICES, type DataLayer, type MapFeature, type Shape } from './dataLayers';
import type { HostToWebview } from './messages';

/** A shape's first number in `PackedLayer.shapes`. */
const POINT = 0;
const LINE = 1;
const POLYGON = 2;

/** The JSON text's content. Each list is read front to back, feature after feature. */
export interface PackedLayer {
  id: string;
  title: string;
  details?: string;
  colour: string;
  /** One a feature. */
  labels: string[];
  /** Every property name, once. */
  keys: string[];
  /** A feature's property count, then the index in `keys` of each property's name. */
  properties: number[];
  /** The properties' values, in the same order. */
  values: string[];
  /** A feature's shape count, then per shape: 0 (point) | 1, positions (line) | 2, rings, positions of each (polygon). */
  shapes: number[];
  /** lat, lon of every position of every shape, in order. */
  coords: number[];
}

/** HostToWebview as posted: a layer goes as its packed text. */
export type PostedToPage = Exclude<HostToWebview, { type: 'showLayer' }> | { type: 'showLayer'; layer: string; fit: boolean };

/** What the host posts for `message` (every message but showLayer goes as it is). */
export function forPosting(message: HostToWebview): PostedToPage {
  return message.type === 'showLayer' ? { ...message, layer: packLayer(message.layer) } : message;
}

export function packLayer(layer: DataLayer): string {
  const packed: PackedLayer = { id: layer.id, title: layer.title, colour: layer.colour, labels: [], keys: [], properties: [], values: [], shapes: [], coords: [] };
  if (layer.details !== undefined) packed.details = layer.details;
  const keyIndex = new Map<string, number>();
  const { labels, keys, properties, values, shapes, coords } = packed;
  for (const feature of layer.features) {
    labels.push(feature.label);
    properties.push(feature.properties.length);
    for (const [key, value] of feature.properties) {
      let index = keyIndex.get(key);
      if (index === undefined) {
        index = keys.push(key) - 1;
        keyIndex.set(key, index);
      }
      properties.push(index);
      values.push(value);
    }
    shapes.push(feature.shapes.length);
    for (const shape of feature.shapes) {
      if (shape.kind === 'point') {
        shapes.push(POINT);
        coords.push(shape.lat, shape.lon);
      } else if (shape.kind === 'line') {
        shapes.push(LINE, shape.path.length / 2);
        for (const n of shape.path) coords.push(n);
      } else {
        shapes.push(POLYGON, shape.rings.length);
        for (const ring of shape.rings) {
          shapes.push(ring.length / 2);
          for (const n of ring) coords.push(n);
        }
      }
    }
  }
  return JSON.stringify(packed);
}

/**
 * The layer in a packed text, checked whole, or undefined. The bounds are the layer's (MAX_FEATURES features,
 * MAX_VERTICES positions over the whole layer, MAX_PROPERTIES a feature, MAX_NAME a string, positions on the
 * globe), and every list must be used up exactly: nothing is read past its end, and nothing is left over.
 */
export function readPackedLayer(text: unknown): DataLayer | undefined {
  if (typeof text !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !isLayerId(value.id) || !isString(value.title, MAX_NAME) || !isLayerColour(value.colour)) return undefined;
  if (value.details !== undefined && !isString(value.details, MAX_NAME)) return undefined;
  const { labels, keys, properties, values, shapes, coords } = value;
  if (!isStrings(labels) || labels.length > MAX_FEATURES || !isStrings(keys) || !isStrings(values)) return undefined;
  if (!Array.isArray(properties) || !Array.isArray(shapes) || !isCoords(coords)) return undefined;
  const reader = new ShapeReader(shapes, coords);
  const features: MapFeature[] = new Array<MapFeature>(labels.length);
  let p = 0;
  let v = 0;
  for (let f = 0; f < labels.length; f++) {
    const count: unknown = properties[p++];
    if (!isCount(count, 0, MAX_PROPERTIES)) return undefined;
    const pairs = new Array<[string, string]>(count);
    for (let i = 0; i < count; i++) {
      const key: unknown = properties[p++];
      if (!isCount(key, 0, keys.length - 1) || v >= values.length) return undefined;
      pairs[i] = [keys[key]!, values[v++]!];
    }
    const read = reader.feature();
    if (!read) return undefined;
    features[f] = { shapes: read, label: labels[f]!, properties: pairs };
  }
  if (p !== properties.length || v !== values.length || !reader.done()) return undefined;
  return { id: value.id, title: value.title, ...(value.details !== undefined ? { details: value.details as string } : {}), colour: value.colour, features };
}

/** Reads `shapes` and `coords` in step; any number out of place makes the whole layer unreadable. */
class ShapeReader {
  private s = 0;
  private c = 0;

  constructor(
    private readonly shapes: unknown[],
    private readonly coords: number[],
  ) {}

  feature(): Shape[] | undefined {
    const count = this.shapes[this.s++];
    // Each shape takes a position at least, so the positions bound the count.
    if (!isCount(count, 1, MAX_VERTICES)) return undefined;
    const read: Shape[] = [];
    for (let i = 0; i < count; i++) {
      const shape = this.shape();
      if (!shape) return undefined;
      read.push(shape);
    }
    return read;
  }

  done(): boolean {
    return this.s === this.shapes.length && this.c === this.coords.length;
  }

  private shape(): Shape | undefined {
    switch (this.shapes[this.s++]) {
      case POINT: {
        if (this.c + 2 > this.coords.length) return undefined;
        const shape: Shape = { kind: 'point', lat: this.coords[this.c]!, lon: this.coords[this.c + 1]! };
        this.c += 2;
        return shape;
      }
      case LINE: {
        const path = this.path(2);
        return path && { kind: 'line', path };
      }
      case POLYGON: {
        const count = this.shapes[this.s++];
        if (!isCount(count, 1, MAX_FEATURES)) return undefined;
        const rings: number[][] = [];
        for (let i = 0; i < count; i++) {
          const ring = this.path(3);
          if (!ring) return undefined;
          rings.push(ring);
        }
        return { kind: 'polygon', rings };
      }
      default:
        return undefined;
    }
  }

  /** A flat lat, lon, … list of at least `least` positions. */
  private path(least: number): number[] | undefined {
    const positions = this.shapes[this.s++];
    if (!isCount(positions, least, MAX_VERTICES) || this.c + 2 * positions > this.coords.length) return undefined;
    const path = this.coords.slice(this.c, this.c + 2 * positions);
    this.c += 2 * positions;
    return path;
  }
}

function isCount(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

function isStrings(value: unknown): value is string[] {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (!isString(item, MAX_NAME)) return false;
  return true;
}

/** At most MAX_VERTICES positions in all, each a lat, lon on the globe. */
function isCoords(value: unknown): value is number[] {
  if (!Array.isArray(value) || value.length % 2 !== 0 || value.length > 2 * MAX_VERTICES) return false;
  for (let i = 0; i < value.length; i += 2) {
    const lat: unknown = value[i];
    const lon: unknown = value[i + 1];
    if (typeof lat !== 'number' || !(lat >= -90 && lat <= 90) || typeof lon !== 'number' || !(lon >= -180 && lon <= 180)) return false;
  }
  return true;
}
