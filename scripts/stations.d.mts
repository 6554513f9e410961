export const STATIONS_MODULE: string;
export const SOURCE_FILE: string;
export const DECIMALS: number;
export const ATTRIBUTION: string;
export const CODE_NAMES: Record<string, string>;
export interface SourceExit {
  station: string;
  exit: string;
  lon: number;
  lat: number;
}
export interface StationBundle {
  stations: string[];
  /** [station index, exit, lon, lat] */
  exits: Array<[number, string, number, number]>;
}
export function readExits(text: string): SourceExit[];
export function deriveBundle(exits: SourceExit[], decimals?: number): StationBundle;
export function buildBundle(root?: string): StationBundle;
export function bundleModule(bundle: StationBundle): string;
export function stationsPlugin(): { name: string; setup(build: unknown): void };
