// Resolve Ambiguous Rows on the map: a row's candidates as a layer of points the planner draws while the quick
// pick is open (when a planner is open), named by the query, each labelled with OneMap's name. No `vscode` here.
import { MAX_NAME } from '../shared/protocol/checks';
import type { DataLayer } from '../shared/protocol/dataLayers';
import { LAYER_PALETTE } from '../shared/layerPalette';
import type { Candidate } from './types';

export const CANDIDATES_LAYER_ID = 'onemap-geocode-candidates';

export function candidatesLayer(query: string, candidates: readonly Candidate[]): DataLayer {
  return {
    id: CANDIDATES_LAYER_ID,
    title: `Candidates for "${query}"`.slice(0, MAX_NAME),
    colour: LAYER_PALETTE[2]!,
    features: candidates.map((c) => ({
      shapes: [{ kind: 'point', lat: c.lat, lon: c.lon }],
      label: c.name,
      properties: [
        ['address', c.address],
        ['postal', c.postal === '' ? 'none' : c.postal],
      ],
    })),
  };
}
