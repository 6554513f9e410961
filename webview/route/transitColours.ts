// Colours of public-transport legs: MRT lines in the colours riders know from the station signs, every bus
// in one colour, walking in a neutral one (drawn dashed by the map).

/** Line codes as OneMap's `route` names them ("NS", "EW", …), with the LTA line colours. */
export const MRT_LINE_COLOURS: Readonly<Record<string, string>> = {
  NS: '#d42e12',
  EW: '#009645',
  CG: '#009645', // Changi Airport branch of the East West line
  NE: '#9900aa',
  CC: '#fa9e0d',
  CE: '#fa9e0d', // Circle line extension
  DT: '#005ec4',
  TE: '#9d5b25',
  BP: '#748477', // Bukit Panjang LRT
  SK: '#748477', // Sengkang LRT
  PG: '#748477', // Punggol LRT
  SE: '#748477',
  SW: '#748477',
  PE: '#748477',
  PW: '#748477',
};

export const BUS_COLOUR = '#2b79c2';
// A mid grey shows on the light and the Night basemap alike.
export const WALK_COLOUR = '#8a8f98';
/** Rail whose line the answer does not name. */
export const OTHER_TRANSIT_COLOUR = '#5b5f97';

export interface LegLine {
  mode: string;
  route?: string;
  routeShortName?: string;
  routeId?: string;
}

/** The line code of a rail leg ("NS" from "NS", "ns", "NS-1", "NSL"), or undefined. */
export function mrtLineOf(leg: LegLine): string | undefined {
  for (const name of [leg.route, leg.routeShortName, leg.routeId]) {
    if (typeof name !== 'string') continue;
    const code = name.trim().slice(0, 2).toUpperCase();
    if (Object.hasOwn(MRT_LINE_COLOURS, code)) return code;
  }
  return undefined;
}

export function legColour(leg: LegLine): string {
  const mode = leg.mode.toUpperCase();
  if (mode === 'WALK') return WALK_COLOUR;
  if (mode === 'BUS') return BUS_COLOUR;
  const line = mrtLineOf(leg);
  return line ? MRT_LINE_COLOURS[line]! : OTHER_TRANSIT_COLOUR;
}
