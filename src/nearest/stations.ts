// The MRT and LRT stations shipped with the extension: LTA's station exits, derived at build time
// (scripts/stations.mjs). Contains information from LTA MRT Station Exit (GEOJSON) accessed from data.gov.sg,
// made available under the terms of the Singapore Open Data Licence version 1.0. No `vscode` here.
import bundle from 'virtual:stations';
import { type Places, placesFromWgs84 } from './places';

let exits: Places | undefined;
let stations: Places | undefined;

/** Every exit, named `YISHUN MRT STATION Exit A`, stations in name order and exits in theirs. */
export function stationExits(): Places {
  exits ??= placesFromWgs84(bundle.exits.map(([s, exit, lon, lat]) => ({ name: `${bundle.stations[s]!} ${exit}`, lon, lat })));
  return exits;
}

/**
 * One point a station, in name order (ties go to the first name): the mean of its exits in SVY21, which for
 * a station whose exits surround it is near its middle, and never more than its exits' spread from any of them.
 */
export function stationPlaces(): Places {
  if (stations) return stations;
  const all = stationExits();
  const count = bundle.stations.length;
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const n = new Float64Array(count);
  bundle.exits.forEach(([s], i) => {
    x[s] = x[s]! + all.x[i]!;
    y[s] = y[s]! + all.y[i]!;
    n[s] = n[s]! + 1;
  });
  for (let s = 0; s < count; s++) {
    x[s] = x[s]! / n[s]!;
    y[s] = y[s]! / n[s]!;
  }
  stations = { names: bundle.stations, x, y };
  return stations;
}
