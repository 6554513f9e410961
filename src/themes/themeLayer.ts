// A OneMap theme as the map's layer: the same DataLayer a shown file becomes, so the page draws it with the
// same code (points clustered, polygons on the canvas, a popup of text). The record's NAME labels it; the
// other fields follow in OneMap's order. No `vscode` here.
import type { Theme } from '../onemap/themeTypes';
import type { DataLayer, MapFeature, Shape } from '../shared/protocol/dataLayers';

/** "EARLY CHILDHOOD DEVELOPMENT AGENCY · data of 8 Mar 2017", or what of it OneMap gave. */
export function themeDetails(theme: Pick<Theme, 'owner' | 'dataDate'>): string {
  const date = theme.dataDate ? new Date(theme.dataDate) : undefined;
  const when = date && !Number.isNaN(date.getTime()) ? `data of ${date.toLocaleDateString('en-SG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Singapore' })}` : undefined;
  return [theme.owner, when].filter(Boolean).join(' · ');
}

export function themeFeatures(theme: Theme): MapFeature[] {
  return theme.records.map((record, index) => {
    const named = record.fields.find(([key]) => key === 'NAME');
    const label = named?.[1] ?? `${theme.name}, record ${index + 1}`;
    const shape: Shape =
      record.geometry.type === 'Point'
        ? { kind: 'point', lat: record.geometry.coordinates[1], lon: record.geometry.coordinates[0] }
        : { kind: 'polygon', rings: record.geometry.coordinates.map((ring) => ring.flatMap(([lng, lat]) => [lat, lng])) };
    return { shapes: [shape], label, properties: record.fields.filter((field) => field !== named) };
  });
}

export function themeLayer(theme: Theme, id: string, colour: string): DataLayer {
  return { id, title: theme.name, details: themeDetails(theme), colour, features: themeFeatures(theme) };
}
