// OneMap: Insert Coordinates of Address…: asks for an address, building name or postal code, with OneMap's
// search suggestions as the user types, then for the system and order, and inserts the pair at each cursor
// (replacing any selection), written as the converter writes numbers.
import * as vscode from 'vscode';
import type { OneMapAccount } from '../account/oneMapAccount';
import { loadCoords } from '../common/lazyBundles';
import type { SearchResult } from '../onemap/placeTypes';
import { readConversionSettings } from '../settings';
import type { AxisOrder, CrsId } from '../shared/coords/types';
import { allSystems, pickCrs } from '../ui/crsPicker';
import { defaultStyle, orderLabel, writePair } from '../hover/pointTexts';
import { targetEditor } from './routeFromEditor';
import { UserFacingError } from '../ui/userFacingError';

/** Long enough that a typist's next key usually comes first; short enough to feel live. */
export const SUGGEST_DEBOUNCE_MS = 300;

/** What automation (tests, keybindings) may give instead of answering the pickers. */
interface Automation {
  search?: string;
  system?: CrsId;
  order?: AxisOrder;
}

function automationOf(value: unknown): Automation {
  return typeof value === 'object' && value !== null && !(value instanceof vscode.Uri) ? (value as Automation) : {};
}

type ResultItem = vscode.QuickPickItem & { result?: SearchResult };

function itemFor(result: SearchResult): ResultItem {
  const description = result.postalCode ? `Singapore ${result.postalCode}` : undefined;
  return { label: result.name, description, detail: result.address, alwaysShow: true, result };
}

/** Suggestions from OneMap's search as the user types; the chosen result, or undefined when dismissed. */
async function pickPlace(account: OneMapAccount): Promise<SearchResult | undefined> {
  const picker = vscode.window.createQuickPick<ResultItem>();
  picker.title = 'Insert Coordinates of Address';
  picker.placeholder = 'Type an address, building name or postal code';
  picker.matchOnDescription = true;
  picker.matchOnDetail = true;
  let timer: NodeJS.Timeout | undefined;
  let running: AbortController | undefined;
  const suggest = async (text: string): Promise<void> => {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    picker.busy = true;
    try {
      const page = await account.use((client) => client.search(text, { signal: controller.signal }));
      if (controller.signal.aborted) return;
      picker.items = page.results.length > 0 ? page.results.map(itemFor) : [{ label: `OneMap found nothing for “${text}”`, alwaysShow: true }];
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      picker.items = [{ label: '$(error) OneMap could not search', detail: message, alwaysShow: true }];
    } finally {
      if (running === controller) picker.busy = false;
    }
  };
  try {
    return await new Promise<SearchResult | undefined>((resolve) => {
      picker.onDidChangeValue((value) => {
        clearTimeout(timer);
        const text = value.trim();
        if (text === '') {
          running?.abort();
          picker.items = [];
          return;
        }
        timer = setTimeout(() => void suggest(text), SUGGEST_DEBOUNCE_MS);
      });
      picker.onDidAccept(() => {
        const chosen = picker.selectedItems[0]?.result;
        if (chosen) resolve(chosen);
      });
      picker.onDidHide(() => resolve(undefined));
      picker.show();
    });
  } finally {
    clearTimeout(timer);
    running?.abort();
    picker.dispose();
  }
}

async function pickOrder(system: CrsId, preferred: AxisOrder): Promise<AxisOrder | undefined> {
  const orders: AxisOrder[] = preferred === 'yx' ? ['yx', 'xy'] : ['xy', 'yx'];
  const picked = await vscode.window.showQuickPick(
    orders.map((order) => ({ label: orderLabel(system, order), order })),
    { title: 'Insert Coordinates of Address', placeHolder: 'In which order?' },
  );
  return picked?.order;
}

export async function insertAddressCoordinates(account: OneMapAccount, argument?: unknown): Promise<{ inserted: string } | undefined> {
  const editor = targetEditor(undefined);
  const given = automationOf(argument);
  let result: SearchResult | undefined;
  const searchText = given.search;
  if (typeof searchText === 'string') {
    result = (await account.use((client) => client.search(searchText))).results[0];
    if (!result) throw new UserFacingError(`OneMap found nothing for “${searchText}”.`);
  } else {
    result = await pickPlace(account);
  }
  if (!result) return undefined;

  const system = given.system ?? (await pickCrs(allSystems, `Insert the coordinates of ${result.name}`, 'In which coordinate system?'));
  if (!system) return undefined;
  const settings = readConversionSettings(editor.document);
  const style = defaultStyle(system, settings.svy21Order, {
    degrees: typeof settings.degreeDecimals === 'number' ? settings.degreeDecimals : undefined,
    metres: typeof settings.metreDecimals === 'number' ? settings.metreDecimals : undefined,
  });
  const order = given.order ?? (await pickOrder(system, style.order));
  if (!order) return undefined;

  // OneMap gives WGS84 and SVY21; Web Mercator is computed from WGS84 by the converter's engine.
  const [x, y] =
    system === 'EPSG:4326'
      ? [result.lon, result.lat]
      : system === 'EPSG:3414'
        ? [result.x, result.y]
        : loadCoords().transformPoint('EPSG:4326', 'EPSG:3857', result.lon, result.lat);
  const text = writePair(x, y, { ...style, order });
  const applied = await editor.edit((edit) => {
    for (const selection of editor.selections) edit.replace(selection, text);
  });
  if (!applied) throw new UserFacingError('The coordinates could not be inserted: the editor changed meanwhile. Try again.');
  return { inserted: text };
}
