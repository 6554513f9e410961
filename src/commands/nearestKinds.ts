// What Add Nearest Places looks for: the MRT/LRT stations or their exits shipped with the extension, a OneMap
// theme (from the theme cache when OneMap says it has not changed), the places of another open file (read as
// Show on Map reads it), or those of a file's layer on the map whose file is closed (as the map draws them).
// Each kind is indexed once; a kind without places is refused before anything is written.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { loadMapData, loadNearest } from '../common/lazyBundles';
import type { Kind } from '../nearest';
import type { MapFeature } from '../shared/protocol/dataLayers';
import { readConversionSettings } from '../settings';
import { keepThemes, themeList, themeRecords } from '../themes/themeSource';
import { withProgress } from '../ui/cancellableProgress';
import { UserFacingError } from '../ui/userFacingError';

/** A kind as automation names it: `{ type: 'stations' }`, `{ type: 'theme', queryName: 'hawkercentre' }`, `{ type: 'file', uri }`. */
export type KindChoice = { type: 'stations' } | { type: 'exits' } | { type: 'theme'; queryName: string; name?: string } | { type: 'file'; uri: string };

/** A kind ready for the engine, with what the summary calls it. */
export interface ReadyKind extends Kind {
  label: string;
}

type Pick = vscode.QuickPickItem & { choice: KindChoice | 'theme' };

/** The files shown on the map (Show on Map), each with its places as drawn: there even when the file is closed. */
export interface FilesOnMap {
  filesOnMap(): ReadonlyArray<{ uri: vscode.Uri; title: string; features: readonly MapFeature[] }>;
}

/** The kinds the user picks (several at once); undefined when the picker was dismissed. */
export async function pickKinds(target: vscode.TextDocument, onMap?: FilesOnMap): Promise<KindChoice[] | undefined> {
  const open = otherDocuments(target);
  const files = open.map(
    (d): Pick => ({ label: `Places in ${path.basename(d.uri.path)}`, description: 'an open file, as Show on Map reads it', choice: { type: 'file', uri: d.uri.toString() } }),
  );
  // A layer whose file is open is offered as that file (read afresh, with any edit since it was shown).
  const listed = new Set([target, ...open].map((d) => d.uri.toString()));
  const layers = (onMap?.filesOnMap() ?? [])
    .filter((file) => !listed.has(file.uri.toString()))
    .map((file): Pick => ({ label: `Places in ${file.title}`, description: 'on the map, its file closed: the places as drawn', choice: { type: 'file', uri: file.uri.toString() } }));
  const items: Pick[] = [
    { label: 'MRT/LRT stations', description: 'shipped with the extension, offline', choice: { type: 'stations' }, picked: true },
    { label: 'MRT/LRT station exits', description: 'shipped with the extension, offline', choice: { type: 'exits' } },
    { label: 'A OneMap theme…', description: 'hawker centres, kindergartens, libraries, parks, CHAS clinics…', choice: 'theme' },
    ...files,
    ...layers,
  ];
  const picked = await vscode.window.showQuickPick(items, { title: 'Add Nearest Places', placeHolder: 'What to look for near each row (pick one or several)', canPickMany: true });
  if (!picked || picked.length === 0) return undefined;
  const choices: KindChoice[] = [];
  for (const item of picked) {
    if (item.choice !== 'theme') {
      choices.push(item.choice);
      continue;
    }
    const theme = await pickTheme();
    if (!theme) return undefined;
    choices.push(theme);
  }
  return choices;
}

function otherDocuments(target: vscode.TextDocument): vscode.TextDocument[] {
  return vscode.workspace.textDocuments.filter((d) => !d.isClosed && d !== target && (d.uri.scheme === 'file' || d.uri.scheme === 'untitled'));
}

async function pickTheme(): Promise<KindChoice | undefined> {
  const list = await withProgress("Fetching OneMap's list of themes…", (signal) => themeList(signal));
  if (!list) return undefined;
  const items = list.map((t) => ({ label: t.name, description: t.category, detail: t.queryName, queryName: t.queryName }));
  const picked = await vscode.window.showQuickPick(items, { title: 'Add Nearest Places: a OneMap theme', placeHolder: `Search ${list.length} OneMap themes`, matchOnDescription: true, matchOnDetail: true });
  return picked && { type: 'theme', queryName: picked.queryName, name: picked.label };
}

/** Each choice's places, indexed; a kind with none is refused in one sentence, before anything is written. */
export async function readyKinds(choices: readonly KindChoice[], onMap?: FilesOnMap): Promise<ReadyKind[] | undefined> {
  const nearest = loadNearest();
  const kinds: ReadyKind[] = [];
  for (const choice of choices) {
    let ready: { label: string; words: string[]; places: ReturnType<typeof nearest.placesFromWgs84> } | undefined;
    if (choice.type === 'stations') ready = { label: 'MRT/LRT station', words: ['mrt'], places: nearest.shippedStations() };
    else if (choice.type === 'exits') ready = { label: 'MRT/LRT station exit', words: ['mrt', 'exit'], places: nearest.stationExits() };
    else if (choice.type === 'theme') {
      const theme = await withProgress(`Fetching ${choice.name ?? choice.queryName} from OneMap…`, (signal) => themeRecords(choice.queryName, { signal }));
      if (!theme) return undefined;
      await keepThemes();
      const points = theme.records.flatMap((r) => (r.geometry.type === 'Point' ? [{ name: placeName(r.fields), lon: r.geometry.coordinates[0], lat: r.geometry.coordinates[1] }] : []));
      if (points.length === 0) throw new UserFacingError(`OneMap's theme ${theme.name} has no places (points) to look for: nothing was added.`);
      ready = { label: theme.name, words: nearest.kindWords(choice.queryName), places: nearest.placesFromWgs84(points) };
    } else {
      const document = vscode.workspace.textDocuments.find((d) => !d.isClosed && d.uri.toString() === choice.uri);
      const layer = document ? undefined : onMap?.filesOnMap().find((file) => file.uri.toString() === choice.uri);
      if (!document && !layer) throw new UserFacingError(`${choice.uri} is neither open nor on the map: open it and run Add Nearest Places again.`);
      const name = path.basename((document?.uri ?? layer!.uri).path);
      const points = pointsOf(document ? readFeatures(document) : layer!.features);
      if (points.length === 0) throw new UserFacingError(`${name} has no places (points) to look for: nothing was added.`);
      ready = { label: `place in ${name}`, words: nearest.kindWords(name.replace(/\.[^.]+$/, '')), places: nearest.placesFromWgs84(points) };
    }
    kinds.push({ label: ready.label, words: ready.words, index: new nearest.PlaceIndex(ready.places) });
  }
  return kinds;
}

function readFeatures(document: vscode.TextDocument): readonly MapFeature[] {
  const settings = readConversionSettings(document);
  return loadMapData().findFeatures(document.getText(), { from: settings.from, svy21Order: settings.svy21Order }).features;
}

/** A file's places: its point features, each named by its label as the map names it. */
function pointsOf(features: readonly MapFeature[]): Array<{ name: string; lon: number; lat: number }> {
  return features.flatMap((f) => f.shapes.flatMap((s) => (s.kind === 'point' ? [{ name: f.label, lon: s.lon, lat: s.lat }] : [])));
}

/** A theme record's name: its NAME field (OneMap's themes have one), else its first field. */
function placeName(fields: ReadonlyArray<[string, string]>): string {
  return (fields.find(([key]) => key.toUpperCase() === 'NAME') ?? fields[0])?.[1] ?? '';
}
