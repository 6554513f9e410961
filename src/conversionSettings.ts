import * as vscode from 'vscode';
import type { AxisOrder, CrsId } from './coords/types';

export interface ConversionSettings {
  /** Undefined means: detect from the values. */
  from: CrsId | undefined;
  svy21Order: AxisOrder;
  degreeDecimals: number;
  metreDecimals: number;
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
    degreeDecimals: config.get<number>('degreeDecimals', 7),
    metreDecimals: config.get<number>('metreDecimals', 3),
    engine: config.get<string>('engine') === 'onemap' ? 'onemap' : 'local',
  };
}
