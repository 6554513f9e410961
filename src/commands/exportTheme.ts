import * as vscode from 'vscode';
import { loadCoords } from '../common/lazyBundles';
import type { Theme } from '../onemap/themeTypes';
import { themeCsv, themeGeoJson, type ThemeExportCrs, type ThemeExportFormat } from '../themes/themeExport';
import type { ThemeLayers } from '../themes/themeLayers';
import { PANEL_TYPE } from '../map/plannerSurfaces';
import { columnBesidePanel } from '../ui/editorColumns';
import { UserFacingError } from '../ui/userFacingError';

/** What automation (tests, keybindings) may give instead of picking. */
interface Automation {
  queryName?: string;
  format?: ThemeExportFormat;
  crs?: ThemeExportCrs;
}

const FORMATS = [
  { format: 'geojson' as const, label: 'GeoJSON', description: 'a FeatureCollection, every field a property' },
  { format: 'csv' as const, label: 'CSV', description: 'a row a record: its position, then every field' },
];
const SYSTEMS = [
  { crs: 'EPSG:4326' as const, label: 'WGS84', description: 'latitude and longitude (EPSG:4326)' },
  { crs: 'EPSG:3414' as const, label: 'SVY21', description: 'Singapore easting and northing in metres (EPSG:3414)' },
];

/** OneMap: Export Theme…. A theme on the map, as GeoJSON or CSV in a new editor, in WGS84 or SVY21. */
export async function exportTheme(target: unknown, layers: ThemeLayers): Promise<{ queryName: string; format: ThemeExportFormat; crs: ThemeExportCrs } | undefined> {
  const automation = typeof target === 'object' && target !== null ? (target as Automation) : {};
  const theme = await chooseTheme(layers.themes(), automation.queryName);
  if (!theme) return undefined;
  const format = automation.format ?? (await vscode.window.showQuickPick(FORMATS, { title: `Export ${theme.name}`, placeHolder: 'As what?' }))?.format;
  if (!format) return undefined;
  const crs = automation.crs ?? (await vscode.window.showQuickPick(SYSTEMS, { title: `Export ${theme.name}`, placeHolder: 'In which coordinate system?' }))?.crs;
  if (!crs) return undefined;
  const { transformPoint } = loadCoords();
  const content = format === 'geojson' ? themeGeoJson(theme, crs, transformPoint) : themeCsv(theme, crs, transformPoint);
  const language = format === 'geojson' ? 'json' : 'csv';
  // A workbench without a CSV language still opens the text, as plain text.
  const document = await vscode.workspace.openTextDocument({ content, language }).then(undefined, () => vscode.workspace.openTextDocument({ content }));
  // Run from the map, the active group is the planner's: the new editor goes beside it, never over the map.
  await vscode.window.showTextDocument(document, { preview: false, viewColumn: columnBesidePanel(PANEL_TYPE, vscode.window.activeTextEditor?.viewColumn) });
  return { queryName: theme.queryName, format, crs };
}

async function chooseTheme(themes: Theme[], queryName: string | undefined): Promise<Theme | undefined> {
  if (themes.length === 0) throw new UserFacingError('No OneMap theme is on the map: add one with OneMap: Add Theme to Map… first.');
  if (queryName !== undefined) {
    const named = themes.find((theme) => theme.queryName === queryName);
    if (!named) throw new UserFacingError(`The theme ${queryName} is not on the map: add it with OneMap: Add Theme to Map… first.`);
    return named;
  }
  if (themes.length === 1) return themes[0];
  const items = themes.map((theme) => ({ label: theme.name, description: `${theme.records.length} records`, theme }));
  return (await vscode.window.showQuickPick(items, { title: 'Export Theme', placeHolder: 'Which theme on the map?' }))?.theme;
}
