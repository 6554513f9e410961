import * as vscode from 'vscode';
import type { CrsId } from '../shared/coords/types';

const descriptions: Record<CrsId, { description: string; detail: string }> = {
  'EPSG:4326': { description: 'WGS84', detail: 'Latitude and longitude in degrees, as GPS and most web maps write them' },
  'EPSG:3414': { description: 'SVY21', detail: "Singapore's national grid: easting and northing in metres, as OneMap writes them" },
  'EPSG:3857': { description: 'Web Mercator', detail: 'Metres on the spherical Mercator projection used by web map tiles' },
};

export const allSystems: readonly CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];

/** Asks for one of `choices`; undefined when the user dismisses the picker. */
export async function pickCrs(choices: readonly CrsId[], title: string, placeHolder: string): Promise<CrsId | undefined> {
  const picked = await vscode.window.showQuickPick(
    choices.map((id) => ({ label: id, ...descriptions[id], id })),
    { title, placeHolder, matchOnDescription: true, matchOnDetail: true },
  );
  return picked?.id;
}
