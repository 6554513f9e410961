export const PLANNING_AREAS_MODULE: string;
export const SOURCE_FILE: string;
export const DECIMALS: number;
export const ATTRIBUTION: string;
export interface SourceArea {
  name: string;
  region: string;
  rings: Array<Array<[number, number]>>;
}
export interface AreaBundle {
  decimals: number;
  regions: string[];
  areas: Array<{ name: string; region: number; rings: number[][] }>;
}
export function dataDir(root?: string): string;
export function readAreas(text: string): SourceArea[];
export function encodeRing(ring: Array<[number, number]>, decimals?: number): number[];
export function deriveBundle(areas: SourceArea[], decimals?: number): AreaBundle;
export function buildBundle(root?: string): AreaBundle;
export function bundleModule(bundle: AreaBundle): string;
export function planningAreasPlugin(): { name: string; setup(build: unknown): void };
