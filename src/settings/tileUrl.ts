// The basemap tile template from `onemap.map.tileUrl`, checked before the page sees it: the page refuses an
// init whose template it cannot use, and a page that never initialises stays blank without saying why.
import { isTileUrlTemplate } from '../shared/protocol/checks';

export const DEFAULT_TILE_URL = 'https://www.onemap.gov.sg/maps/tiles/{style}/{z}/{x}/{y}.png';

export const TILE_URL_SETTING = 'onemap.map.tileUrl';

export interface TileUrlChoice {
  /** The template to use: the setting's value when usable, otherwise the default. */
  url: string;
  /** Why the setting's value was refused, in words for the user; absent when it is used. */
  problem?: string;
}

/** `value` when the map can load tiles from it, otherwise the default and the reason. */
export function chooseTileUrl(value: string): TileUrlChoice {
  const reason = whyUnusable(value.trim());
  if (!reason) return { url: value.trim() };
  return {
    url: DEFAULT_TILE_URL,
    problem: `The setting ${TILE_URL_SETTING} is not used: ${reason}. The map shows OneMap's own tiles instead.`,
  };
}

/** The origin tiles are loaded from, for the page's content security policy. */
export function tileOrigin(template: string): string {
  return new URL(template.replace(/\{[^}]*\}/g, 'x')).origin;
}

function whyUnusable(value: string): string | undefined {
  if (!/^https?:\/\//i.test(value)) return 'it must be a web address starting with https:// or http://';
  try {
    tileOrigin(value);
  } catch {
    return 'it is not a valid web address';
  }
  const keys = [...value.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]);
  const missing = ['z', 'x', 'y'].filter((key) => !keys.includes(key));
  if (missing.length > 0) return `it must contain {z}, {x} and {y} (missing ${missing.map((key) => `{${key}}`).join(', ')})`;
  // The rules the page itself applies (unknown placeholders, quotes, spaces, a host): anything else it refuses.
  if (!isTileUrlTemplate(value)) {
    return 'it may use only the placeholders {z}, {x}, {y}, {s}, {r} and {style}, and no spaces, quotes or angle brackets';
  }
  return undefined;
}
