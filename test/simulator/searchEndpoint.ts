// GET /api/common/elastic/search: OneMap's search over the simulator's gazetteer (gazetteer.ts). Every value in
// the answer is a string, results come 10 a page, and a page past the last is an empty list, as on OneMap.
// The query's words may come in any order; each must start a word of the place.
import { type Entry, gazetteer, words } from './gazetteer';
import { MESSAGES } from './messages';
import type { Place } from './places';
import { errorReply, type Reply } from './reply';

export const PAGE_SIZE = 10;
const YES_NO = ['Y', 'N'];

/** Every word of the query starts a word of the place (its name, address or postal code). */
function matches(entry: Entry, query: string[]): boolean {
  return query.every((q) => entry.words.some((word) => word.startsWith(q)));
}

/** A postal code or a name that is the query itself comes first; otherwise the table's order. */
function rank(place: Place, text: string): number {
  if (place.POSTAL === text || place.SEARCHVAL === text) return 0;
  return place.SEARCHVAL.startsWith(text) ? 1 : 2;
}

function shape(place: Place, geometry: boolean, details: boolean): Record<string, string> {
  const result: Record<string, string> = { SEARCHVAL: place.SEARCHVAL };
  if (details) {
    Object.assign(result, {
      BLK_NO: place.BLK_NO,
      ROAD_NAME: place.ROAD_NAME,
      BUILDING: place.BUILDING,
      ADDRESS: place.ADDRESS,
      POSTAL: place.POSTAL,
    });
  }
  if (geometry) Object.assign(result, { X: place.X, Y: place.Y, LATITUDE: place.LATITUDE, LONGITUDE: place.LONGITUDE });
  return result;
}

export function handleSearch(query: URLSearchParams): Reply {
  const searchVal = query.get('searchVal');
  if (searchVal === null || searchVal.trim() === '') return errorReply(400, MESSAGES.searchVal);
  const returnGeom = query.get('returnGeom');
  if (returnGeom === null || !YES_NO.includes(returnGeom)) return errorReply(400, MESSAGES.returnGeom);
  const getAddrDetails = query.get('getAddrDetails');
  if (getAddrDetails === null || !YES_NO.includes(getAddrDetails)) return errorReply(400, MESSAGES.getAddrDetails);
  const pageText = query.get('pageNum') ?? '1';
  if (!/^[1-9]\d{0,5}$/.test(pageText)) return errorReply(400, MESSAGES.pageNum);
  const pageNum = Number(pageText);

  const text = searchVal.trim().toUpperCase();
  const wanted = words(text);
  const found = gazetteer()
    .filter((entry) => wanted.length > 0 && matches(entry, wanted))
    .map(({ place }, index) => ({ place, index, rank: rank(place, text) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.place);
  const page = found.slice((pageNum - 1) * PAGE_SIZE, pageNum * PAGE_SIZE);
  return {
    status: 200,
    body: {
      found: found.length,
      totalNumPages: Math.ceil(found.length / PAGE_SIZE),
      pageNum,
      results: page.map((place) => shape(place, returnGeom === 'Y', getAddrDetails === 'Y')),
    },
  };
}
