import * as vscode from 'vscode';
import type { AxisOrder, CrsId } from './coords/types';

export interface ConversionSettings {
  /** Undefined means: detect from the values. */
  from: CrsId | undefined;
  svy21Order: AxisOrder;
  /** 'auto': as many decimals as the source value resolves (see src/coords/precision.ts). */
  degreeDecimals: number | 'auto';
  metreDecimals: number | 'auto';
  /** Rename a key or column whose name would contradict its converted value. */
  rename: boolean;
  /** `local`: proj4 here; `onemap`: OneMap's converter API, one request per pair. */
  engine: 'local' | 'onemap';
}

const systems: readonly CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];

/** Read for the document being converted, so a folder or language can set its own source system. */
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
