// What the simulator's search looks through: the recorded places (places.ts) first, then the real files' places
// (gazetteerSources.ts), built on the first search and kept, each with its words ready (a search compares them
// with the query's). Reverse geocoding keeps to the recorded places, whose answers the tests know by heart.
import { fixturePlaces } from './gazetteerSources';
import { PLACES, type Place } from './places';

export interface Entry {
  place: Place;
  /** The upper-case words of its name, address and postal code. */
  words: string[];
}

export function words(text: string): string[] {
  return text.toUpperCase().split(/[^A-Z0-9]+/).filter((word) => word !== '');
}

let built: Entry[] | undefined;

/** Every place once (the same address at the same position from two files is one place). */
export function gazetteer(): readonly Entry[] {
  if (built) return built;
  const seen = new Set<string>();
  built = [...PLACES, ...fixturePlaces()].flatMap((place) => {
    const key = `${place.ADDRESS}|${place.X}|${place.Y}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ place, words: words(`${place.SEARCHVAL} ${place.ADDRESS} ${place.POSTAL}`) }];
  });
  return built;
}
