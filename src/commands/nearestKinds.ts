// What Add Nearest Places looks for: the MRT/LRT stations or their exits shipped with the extension, a OneMap
// theme (from the theme cache when OneMap says it has not changed), or the places of another open file (read as
// Show on Map reads it). Each kind is indexed once; a kind without places is refused before anything is written.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { loadMapData, loadNearest } from '../common/lazyBundles';
import type { Kind } from '../nearest';
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

/** The kinds the user picks (several at once); undefined when the picker was dismissed. */
export async function pickKinds(target: vscode.TextDocument): Promise<KindChoice[] | undefined> {
  const files = otherDocuments(target).map(
    (d): Pick => ({ label: `Places in ${path.basename(d.uri.path)}`, description: 'an open file, as Show on Map reads it', choice: { type: 'file', uri: d.uri.toString() } }),
  );
  const items: Pick[] = [
    { label: 'MRT/LRT stations', description: 'shipped with the extension, offline', choice: { type: 'stations' }, picked: true },
    { label: 'MRT/LRT station exits', description: 'shipped with the extension, offline', choice: { type: 'exits' } },
    { label: 'A OneMap theme…', description: 'hawker centres, kindergartens, libraries, parks, CHAS clinics…', choice: 'theme' },
    ...files,
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
export async function readyKinds(choices: readonly KindChoice[]): Promise<ReadyKind[] | undefined> {
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
      const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === choice.uri);
      if (!document) throw new UserFacingError(`${choice.uri} is not open: open it and run Add Nearest Places again.`);
      const name = path.basename(document.uri.path);
      const settings = readConversionSettings(document);
      const { features } = loadMapData().findFeatures(document.getText(), { from: settings.from, svy21Order: settings.svy21Order });
      const points = features.flatMap((f) => f.shapes.flatMap((s) => (s.kind === 'point' ? [{ name: f.label, lon: s.lon, lat: s.lat }] : [])));
      if (points.length === 0) throw new UserFacingError(`${name} has no places (points) to look for: nothing was added.`);
      ready = { label: `place in ${name}`, words: nearest.kindWords(name.replace(/\.[^.]+$/, '')), places: nearest.placesFromWgs84(points) };
    }
    kinds.push({ label: ready.label, words: ready.words, index: new nearest.PlaceIndex(ready.places) });
  }
  return kinds;
}

/** A theme record's name: its NAME field (OneMap's themes have one), else its first field. */
function placeName(fields: ReadonlyArray<[string, string]>): string {
  return (fields.find(([key]) => key.toUpperCase() === 'NAME') ?? fields[0])?.[1] ?? '';
}
