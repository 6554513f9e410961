// Where a theme's records come from: the batch jobs' disk cache when OneMap says (checkThemeStatus) the theme
// has not changed since it was kept, else OneMap. The list of themes is kept the same way and read from disk
// until the cache's age runs out. A window reload draws kept themes from disk without asking OneMap at all.
import type { AnswerCache } from '../batch/answerCache';
import { jobContext } from '../batch/jobContext';
import type { Theme, ThemeSummary } from '../onemap/themeTypes';

export const THEME_LIST_KIND = 'themes.list';
export const THEME_KIND = 'themes.records';

interface Kept {
  /** Epoch ms when OneMap gave it. */
  at: number;
  theme: Theme;
}

async function openCache(): Promise<AnswerCache | undefined> {
  try {
    return await jobContext().cache();
  } catch {
    return undefined; // no cache: every theme is asked of OneMap
  }
}

function isKept(value: unknown): value is Kept {
  const kept = value as Partial<Kept> | undefined;
  return typeof kept?.at === 'number' && typeof kept.theme?.queryName === 'string' && Array.isArray(kept.theme.records);
}

export async function themeList(signal?: AbortSignal): Promise<ThemeSummary[]> {
  const cache = await openCache();
  const kept = cache?.get(THEME_LIST_KIND, 'moreInfo');
  if (Array.isArray(kept) && kept.length > 0) return kept as ThemeSummary[];
  const list = await jobContext().useClient((client) => client.themes.getAllThemesInfo(true, { signal }));
  cache?.set(THEME_LIST_KIND, 'moreInfo', list);
  return list;
}

/**
 * The theme's records. `offline`: from disk only (a reload restoring the map), undefined when not kept. A
 * status check that fails (offline, signed out) keeps what is on disk rather than losing the layer.
 */
export async function themeRecords(queryName: string, options: { signal?: AbortSignal; offline?: boolean } = {}): Promise<Theme | undefined> {
  const cache = await openCache();
  const kept = cache?.get(THEME_KIND, queryName);
  if (isKept(kept)) {
    if (options.offline) return kept.theme;
    const changed = await jobContext()
      .useClient((client) => client.themes.checkThemeStatus(queryName, new Date(kept.at), { signal: options.signal }))
      .catch(() => false);
    if (!changed) return kept.theme;
  } else if (options.offline) return undefined;
  const at = Date.now();
  const theme = await jobContext().useClient((client) => client.themes.retrieveTheme(queryName, undefined, { signal: options.signal }));
  // Written to disk by keepThemes, once the theme is on its way to the map: a write may first fold every kept
  // answer of the batch jobs into one file, which the drawing need not wait for.
  cache?.set(THEME_KIND, queryName, { at, theme } satisfies Kept);
  return theme;
}

/** Writes the themes fetched since the last write to disk (the cache would within a second by itself). */
export async function keepThemes(): Promise<void> {
  await (await openCache())?.flush();
}
