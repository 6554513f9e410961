import * as vscode from 'vscode';
import type { PlannerController, PlannerSurface } from '../map/plannerController';
import type { Theme, ThemeSummary } from '../onemap/themeTypes';
import { loadOneMap } from '../common/lazyBundles';
import type { ThemeLayers } from '../themes/themeLayers';
import { keepThemes, themeList, themeRecords } from '../themes/themeSource';
import { withProgress } from '../ui/cancellableProgress';
import { UserFacingError } from '../ui/userFacingError';

/** What automation (tests, keybindings) may give instead of picking: `{ queryName: 'kindergartens' }`. */
interface Automation {
  queryName?: string;
}

export interface AddThemeOutcome {
  queryName: string;
  name: string;
  records: number;
  skipped: number;
}

/**
 * OneMap: Add Theme to Map…. A searchable list of OneMap's themes (name, category, owner, dates); the chosen one
 * is drawn on the planner's map as a layer, like a file shown on the map.
 */
export async function addTheme(target: unknown, layers: ThemeLayers, planner: PlannerController, open: () => Promise<PlannerSurface>): Promise<AddThemeOutcome | undefined> {
  const automation = typeof target === 'object' && target !== null ? (target as Automation) : {};
  const picked = automation.queryName !== undefined ? { queryName: automation.queryName, name: automation.queryName } : await pickTheme();
  if (!picked) return undefined;
  const { queryName } = picked;
  const theme = await withProgress(`Fetching ${picked.name} from OneMap…`, (signal) => themeRecords(queryName, { signal }));
  if (!theme) return undefined;
  refuseUndrawable(theme);
  // As Show on Map: the planner is asked for first, and the layer goes to every page that listens.
  const revealed = planner.reveal(open);
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    layers.show(theme);
  } finally {
    await Promise.all([revealed, keepThemes()]);
  }
  if (theme.skipped > 0) void vscode.window.showWarningMessage(`${theme.name}: ${theme.skipped} of OneMap's records have no position that can be read, and are not on the map.`);
  return { queryName, name: theme.name, records: theme.records.length, skipped: theme.skipped };
}

async function pickTheme(): Promise<{ queryName: string; name: string } | undefined> {
  const list = await withProgress("Fetching OneMap's list of themes…", (signal) => themeList(signal));
  if (!list) return undefined;
  const items = list.map((theme) => ({ label: theme.name, description: theme.category, detail: detailOf(theme), queryName: theme.queryName }));
  const picked = await vscode.window.showQuickPick(items, {
    title: 'Add Theme to Map',
    placeHolder: `Search ${list.length} OneMap themes by name, category or owner`,
    matchOnDescription: true,
    matchOnDetail: true,
  });
  return picked && { queryName: picked.queryName, name: picked.label };
}

function detailOf(theme: ThemeSummary): string {
  const published = theme.published ? `published ${theme.published}` : undefined;
  return [theme.owner, published, theme.queryName].filter(Boolean).join(' · ');
}

/** An empty theme, or one whose every record lies far from Singapore (OneMap has answered such), draws nothing true. */
function refuseUndrawable(theme: Theme): void {
  if (theme.records.length === 0) {
    throw new UserFacingError(`OneMap's theme ${theme.name} has no records to draw (it says ${theme.featCount}).`);
  }
  const inside = theme.records.some((record) => {
    const [lng, lat] = record.geometry.type === 'Point' ? record.geometry.coordinates : record.geometry.coordinates[0]![0]!;
    return loadOneMap().isInSingapore(lat, lng);
  });
  if (!inside) throw new UserFacingError(`OneMap's theme ${theme.name} cannot be drawn: none of its ${theme.records.length} records lies in Singapore, so its positions are wrong.`);
}
