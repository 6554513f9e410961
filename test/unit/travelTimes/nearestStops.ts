// Four stops on SVY21 for the walking-time tests: three around (30 000, 30 000), one far off.
import { PlaceIndex, placesFromSvy21, type Kind } from '../../../src/nearest';

export const stopPlaces = placesFromSvy21([
  { name: 'A', x: 30100, y: 30000 },
  { name: 'B', x: 30000, y: 30200 },
  { name: 'C', x: 29700, y: 30000 },
  { name: 'D', x: 35000, y: 35000 },
]);

export const stop: Kind = { words: ['stop'], index: new PlaceIndex(stopPlaces) };
