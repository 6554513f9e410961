export const OUTLINE_MODULE: string;
export const COUNTRIES: string[];
export const OUTLINE_BOX: [west: number, south: number, east: number, north: number];
export const TOLERANCE: number;
export const SOURCE: { package: string; data: string };
export type Ring = Array<[number, number]>;
export interface OutlineFeature {
  type: 'Feature';
  properties: { A3: string };
  geometry: { type: 'MultiPolygon'; coordinates: Ring[][] };
}
export interface Outline {
  type: 'FeatureCollection';
  features: OutlineFeature[];
}
export function readCountries(text: string, countries?: string[]): Array<{ type: 'Feature'; properties: { A3: string }; geometry: unknown }>;
export function deriveOutline(features: unknown[], box?: number[], tolerance?: number): Outline;
export function buildOutline(root?: string): Outline;
export function outlineModule(outline: Outline): string;
export function singaporeOutlinePlugin(): { name: string; setup(build: unknown): void };
