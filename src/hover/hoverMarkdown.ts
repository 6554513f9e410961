// The hover's text: the point in the other two systems, each with a copy link, then what OneMap says is
// there, then links to the planner. Markdown with command links; the provider trusts exactly the commands
// named in HOVER_COMMANDS. Never imports `vscode`.
import type { CrsId } from '../shared/coords/types';
import type { GeocodedPlace } from '../onemap/placeTypes';
import { orderLabel, type PairStyle, type PointInSystems, writePair } from './pointTexts';

export const COPY_COMMAND = 'onemap.hover.copy';
export const SHOW_ON_MAP_COMMAND = 'onemap.hover.showOnMap';
export const ROUTE_FROM_COMMAND = 'onemap.routeFromHere';
export const ROUTE_TO_COMMAND = 'onemap.routeToHere';
export const SIGN_IN_COMMAND = 'onemap.signIn';
export const HOVER_COMMANDS = [COPY_COMMAND, SHOW_ON_MAP_COMMAND, ROUTE_FROM_COMMAND, ROUTE_TO_COMMAND, SIGN_IN_COMMAND];

const NAMES: Record<CrsId, string> = {
  'EPSG:4326': 'WGS84',
  'EPSG:3414': 'SVY21',
  'EPSG:3857': 'Web Mercator',
};

/** What the hover says about the place: nothing asked (signed out), OneMap's answer, or why there is none. */
export type PlaceSection =
  | { kind: 'signed-out' }
  | { kind: 'places'; places: readonly GeocodedPlace[] }
  | { kind: 'error'; message: string };

export interface HoverContent {
  from: CrsId;
  point: PointInSystems;
  styles: Record<CrsId, PairStyle>;
  place: PlaceSection;
  /** "Planning area: BEDOK (East Region)", from the shipped boundaries; absent at sea or beyond Singapore. */
  area?: string;
}

export function commandLink(label: string, command: string, args: readonly unknown[] = []): string {
  const query = args.length > 0 ? `?${encodeURIComponent(JSON.stringify(args))}` : '';
  return `[${label}](command:${command}${query})`;
}

/** OneMap's names go into Markdown: every character Markdown could read as syntax is escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~&]/g, (c) => `\\${c}`);
}

/** "WATERSCAPE AT CAVENAGH, 65 CAVENAGH ROAD, Singapore 229619": what a person needs to find the place. */
export function describePlace(place: GeocodedPlace): string {
  const street = [place.block, place.road].filter((part) => part !== undefined).join(' ');
  const parts = [place.building, street === '' ? undefined : street, place.postalCode && `Singapore ${place.postalCode}`];
  return parts.filter((part): part is string => part !== undefined && part !== '').join(', ');
}

function placeLines(section: PlaceSection): string[] {
  switch (section.kind) {
    case 'signed-out':
      return [`_${commandLink('Sign in to OneMap', SIGN_IN_COMMAND)} to see what is here._`];
    case 'error':
      return [`_OneMap could not say what is here: ${escapeMarkdown(section.message)}_`];
    case 'places': {
      const [nearest, ...others] = section.places;
      if (!nearest) return ['_OneMap knows no address here._'];
      const lines = [`**${escapeMarkdown(describePlace(nearest))}**`];
      if (others.length > 0) lines.push(`_and ${others.length} more nearby_`);
      return lines;
    }
  }
}

export function hoverMarkdown(content: HoverContent): string {
  const { from, point, styles } = content;
  const [lon, lat] = point['EPSG:4326'];
  const here = { lat, lon };
  const lines = [`**OneMap** · ${NAMES[from]} (${from})`, ''];
  for (const system of ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'] as const) {
    if (system === from) continue;
    const [x, y] = point[system];
    const text = writePair(x, y, styles[system]);
    const label = `${NAMES[system]} (${orderLabel(system, styles[system].order)})`;
    lines.push(`- ${label}: \`${text}\` ${commandLink('Copy', COPY_COMMAND, [text])}`);
  }
  if (content.area !== undefined) lines.push('', escapeMarkdown(content.area));
  lines.push('', ...placeLines(content.place), '');
  lines.push(
    [
      commandLink('Show on Map', SHOW_ON_MAP_COMMAND, [here]),
      commandLink('Route From Here', ROUTE_FROM_COMMAND, [here]),
      commandLink('Route To Here', ROUTE_TO_COMMAND, [here]),
    ].join(' · '),
  );
  return lines.join('\n');
}

/** Show on Map sets the point as the route's end when the planner has a start and no end, else as its start. */
export function showOnMapEnd(state: { start?: unknown; end?: unknown } | undefined): 'start' | 'end' {
  return state?.start !== undefined && state.end === undefined ? 'end' : 'start';
}
