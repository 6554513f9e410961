// What a command of the map's right-click menu receives: the object the page wrote in `data-vscode-context`
// (webview/map/mapContextMenu.ts), merged by VS Code. It comes from the page, so it is checked before use.
import type { LatLon } from '../shared/protocol/messages';

export interface MapMenuPoint {
  point: LatLon;
  zoom: number;
}

/** The clicked point and zoom, or undefined when `arg` is not a map click's context. */
export function parseMapMenuContext(arg: unknown): MapMenuPoint | undefined {
  if (typeof arg !== 'object' || arg === null) return undefined;
  const { webviewSection, lat, lon, zoom } = arg as Record<string, unknown>;
  if (webviewSection !== 'map') return undefined;
  if (!inRange(lat, -90, 90) || !inRange(lon, -180, 180) || !inRange(zoom, 0, 24)) return undefined;
  return { point: { lat, lon }, zoom };
}

function inRange(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}
