// The simulator's gazetteer: real places as OneMap itself described them, every value a string as OneMap
// sends it. Sources: the search and reverse-geocode answers recorded in test/fixtures/onemap-samples (see
// SOURCES.md there) and OneMap search results for every MRT and LRT station, as published in
// xkjyeah/singapore-postal-codes (test/fixtures/real/onemap-{mrt,lrt}-stations.json, see SOURCES.md there).
import lrtStations from '../fixtures/real/onemap-lrt-stations.json';
import mrtStations from '../fixtures/real/onemap-mrt-stations.json';
import pyonemap from '../fixtures/onemap-samples/convert_pyonemap_2023-08.json';
import ahzhezhe from '../fixtures/onemap-samples/search_revgeocode_ahzhezhe_snapshot.json';

/** One place in OneMap's search vocabulary (SEARCHVAL … LONGITUDE); "NIL" where OneMap has no block or building. */
export interface Place {
  SEARCHVAL: string;
  BLK_NO: string;
  ROAD_NAME: string;
  BUILDING: string;
  ADDRESS: string;
  POSTAL: string;
  X: string;
  Y: string;
  LATITUDE: string;
  LONGITUDE: string;
}

interface GeocodeInfo {
  BUILDINGNAME: string;
  BLOCK: string;
  ROAD: string;
  POSTALCODE: string;
  XCOORD: string;
  YCOORD: string;
  LATITUDE: string;
  LONGITUDE: string;
}

function fromGeocode(info: GeocodeInfo): Place {
  const building = info.BUILDINGNAME;
  const parts = [info.BLOCK, info.ROAD, building].filter((part) => part !== 'NIL' && part !== '');
  return {
    SEARCHVAL: building !== 'NIL' ? building : `${parts.join(' ')} SINGAPORE ${info.POSTALCODE}`,
    BLK_NO: info.BLOCK,
    ROAD_NAME: info.ROAD,
    BUILDING: building,
    ADDRESS: `${parts.join(' ')} SINGAPORE ${info.POSTALCODE}`,
    POSTAL: info.POSTALCODE,
    X: info.XCOORD,
    Y: info.YCOORD,
    LATITUDE: info.LATITUDE,
    LONGITUDE: info.LONGITUDE,
  };
}

/** The station files add the misspelt LONGTITUDE column of older exports; OneMap's answers today do not. */
function fromSearch(result: Place & { LONGTITUDE?: string }): Place {
  const { SEARCHVAL, BLK_NO, ROAD_NAME, BUILDING, ADDRESS, POSTAL, X, Y, LATITUDE, LONGITUDE } = result;
  return { SEARCHVAL, BLK_NO, ROAD_NAME, BUILDING, ADDRESS, POSTAL, X, Y, LATITUDE, LONGITUDE };
}

function build(): Place[] {
  const found: Place[] = [
    ...ahzhezhe.search_response.results.map(fromSearch),
    ...pyonemap.search_200640.response.results.map(fromSearch),
    ...ahzhezhe.revgeocode_response_both.GeocodeInfo.map(fromGeocode),
    ...pyonemap.revgeocodexy.response.GeocodeInfo.map(fromGeocode),
    ...pyonemap.revgeocode.response.GeocodeInfo.map(fromGeocode),
    ...[...mrtStations, ...lrtStations].flatMap((station) => station['Possible Locations'].map(fromSearch)),
  ];
  // Interchange stations appear once per line: one entry per address and position.
  const seen = new Set<string>();
  return found.filter((place) => {
    const key = `${place.ADDRESS}|${place.X}|${place.Y}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const PLACES: readonly Place[] = build();

export function geocodeInfo(place: Place): GeocodeInfo {
  return {
    BUILDINGNAME: place.BUILDING,
    BLOCK: place.BLK_NO,
    ROAD: place.ROAD_NAME,
    POSTALCODE: place.POSTAL,
    XCOORD: place.X,
    YCOORD: place.Y,
    LATITUDE: place.LATITUDE,
    LONGITUDE: place.LONGITUDE,
  };
}
