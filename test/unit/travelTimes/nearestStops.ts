// Four stops on SVY21 for the walking-time tests: three around (30 000, 30 000), one far off; and a second kind.
import { PlaceIndex, placesFromSvy21, type Kind } from '../../../src/nearest';

export const stopPlaces = placesFromSvy21([
  { name: 'A', x: 30100, y: 30000 },
  { name: 'B', x: 30000, y: 30200 },
  { name: 'C', x: 29700, y: 30000 },
  { name: 'D', x: 35000, y: 35000 },
]);

export const stop: Kind = { words: ['stop'], index: new PlaceIndex(stopPlaces) };

// A file's places beside the stops: P the nearest in a straight line to (30 000, 30 000), Q nearer to (29 800, 30 100).
export const clinic: Kind = {
  words: ['clinic'],
  index: new PlaceIndex(
    placesFromSvy21([
      { name: 'P', x: 30000, y: 29900 },
      { name: 'Q', x: 29850, y: 30150 },
      { name: 'R', x: 34000, y: 34000 },
    ]),
  ),
};
