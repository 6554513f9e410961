// Every `onemap.*` setting the extension reads, read here and nowhere else, so each key's default, type and
// scope are decided once. USER-ONLY settings decide where credentials go or what the page loads: they are
// read from the user's settings (or the default), never from a workspace, which a cloned repository controls.
import * as vscode from 'vscode';
import type { AxisOrder, CrsId } from '../shared/coords/types';
import { ONEMAP_BASE_URL } from '../onemap/baseUrl';
import { DEFAULT_TILE_URL } from './tileUrl';

/** The user's value or the default, never a workspace's, even in a VS Code that would apply one. */
export function readUserSetting(section: string, key: string, fallback: string): string {
  const inspected = vscode.workspace.getConfiguration(section).inspect<string>(key);
  return (inspected?.globalValue ?? inspected?.defaultValue ?? fallback).trim() || fallback;
}

// ---- USER-ONLY ----

/** `onemap.baseUrl`: the OneMap address the credentials go to. */
export function readBaseUrl(): string {
  return readUserSetting('onemap', 'baseUrl', ONEMAP_BASE_URL);
}

/** `onemap.map.tileUrl`, as typed: src/settings/tileUrl.ts decides whether the page may use it. */
export function readTileUrlSetting(): string {
  return readUserSetting('onemap.map', 'tileUrl', DEFAULT_TILE_URL);
}

// ---- The OneMap client: `onemap.http.*` and VS Code's own proxy settings ----

export interface ApiSettings {
  baseUrl: string;
  timeouts: { connectMs: number; headersMs: number; bodyMs: number };
  proxy: { proxyUrl?: string; noProxy: string[]; strictSSL: boolean; env: NodeJS.ProcessEnv };
}

export function readApiSettings(): ApiSettings {
  const onemap = vscode.workspace.getConfiguration('onemap.http');
  const http = vscode.workspace.getConfiguration('http');
  const seconds = (key: string, fallback: number) => Math.max(1, onemap.get<number>(key, fallback)) * 1000;
  const proxyUrl = http.get<string>('proxy')?.trim();
  return {
    baseUrl: readBaseUrl(),
    timeouts: {
      connectMs: seconds('connectTimeoutSeconds', 10),
      headersMs: seconds('responseTimeoutSeconds', 30),
      bodyMs: seconds('responseTimeoutSeconds', 30),
    },
    proxy: {
      proxyUrl: proxyUrl || undefined,
      noProxy: http.get<string[]>('noProxy', []),
      strictSSL: http.get<boolean>('proxyStrictSSL', true),
      env: process.env,
    },
  };
}

/** Settings whose change means the client must be built anew. */
export function affectsApi(event: vscode.ConfigurationChangeEvent): boolean {
  return [
    'onemap.baseUrl',
    'onemap.http.connectTimeoutSeconds',
    'onemap.http.responseTimeoutSeconds',
    'http.proxy',
    'http.noProxy',
    'http.proxyStrictSSL',
  ].some((key) => event.affectsConfiguration(key));
}

/** `onemap.http.requestsPerMinute`: the pace of every OneMap call (src/onemap/pacer.ts). */
export function readRequestsPerMinute(): number {
  return Math.max(1, vscode.workspace.getConfiguration('onemap.http').get<number>('requestsPerMinute', 200));
}

/** `onemap.reverseGeocode.bufferMetres`: how far around a point Reverse Geocode looks, 0 to 500 m as OneMap takes it. */
export function readReverseGeocodeBuffer(): number {
  const value = vscode.workspace.getConfiguration('onemap.reverseGeocode').get<number>('bufferMetres', 50);
  return Number.isFinite(value) ? Math.min(500, Math.max(0, Math.round(value))) : 50;
}

/** `onemap.nearestPlaces.distanceDecimals`: decimals of Add Nearest Places' distances, 0 (whole metres) to 3. */
export function readNearestDecimals(): number {
  const value = vscode.workspace.getConfiguration('onemap.nearestPlaces').get<number>('distanceDecimals', 0);
  return Number.isFinite(value) ? Math.min(3, Math.max(0, Math.round(value))) : 0;
}

// ---- Conversion: `onemap.conversion.*`, per document (a folder or language may set its own) ----

export interface ConversionSettings {
  /** Undefined means: detect from the values. */
  from: CrsId | undefined;
  svy21Order: AxisOrder;
  /** 'auto': as many decimals as the source value resolves (see src/shared/coords/precision.ts). */
  degreeDecimals: number | 'auto';
  metreDecimals: number | 'auto';
  /** Rename a key or column whose name would contradict its converted value. */
  rename: boolean;
  /** `local`: proj4 here; `onemap`: OneMap's converter API, one request per pair. */
  engine: 'local' | 'onemap';
}

const systems: readonly CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];

export function readConversionSettings(scope: vscode.ConfigurationScope | undefined): ConversionSettings {
  const config = vscode.workspace.getConfiguration('onemap.conversion', scope);
  const source = config.get<string>('sourceSystem', 'auto');
  return {
    from: systems.find((id) => id === source),
    svy21Order: config.get<string>('svy21Order') === 'yx' ? 'yx' : 'xy',
    degreeDecimals: decimals(config.get<unknown>('degreeDecimals')),
    metreDecimals: decimals(config.get<unknown>('metreDecimals')),
    rename: config.get<boolean>('renameFields', true) !== false,
    engine: config.get<string>('engine') === 'onemap' ? 'onemap' : 'local',
  };
}

/** A number is passed on for the engine to check (its message names the limits); anything else is 'auto'. */
function decimals(value: unknown): number | 'auto' {
  return typeof value === 'number' ? value : 'auto';
}

// ---- Hover: `onemap.hover.*`, per document ----

/** `onemap.hover.enabled`: the hover over coordinate pairs. */
export function readHoverEnabled(scope: vscode.ConfigurationScope | undefined): boolean {
  return vscode.workspace.getConfiguration('onemap.hover', scope).get<boolean>('enabled', true) !== false;
}

// ---- Batch jobs: `onemap.cache.*` ----

/** `onemap.cache.maxAgeDays`: how long OneMap's answers are kept on disk; 0 keeps none. */
export function readCacheMaxAgeDays(): number {
  const days = vscode.workspace.getConfiguration('onemap.cache').get<number>('maxAgeDays', 30);
  return typeof days === 'number' && Number.isFinite(days) ? Math.max(0, days) : 30;
}
