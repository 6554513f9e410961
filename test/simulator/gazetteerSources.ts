// The simulator's larger gazetteer: real places from the real files the tests hold (test/fixtures/real, see
// SOURCES.md there), read from disk on the first search so that starting the simulator stays cheap. Only
// places published with coordinates come in; where a file gives one system, the other is computed with the
// extension's own engine (what OneMap's convert answers too), never guessed. Every value is a string and
// "NIL" stands for what the source does not give (a bus stop has no postal code), as in OneMap's answers.
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { transformPoint } from '../../src/shared/coords';
import type { Place } from './places';

const NIL = 'NIL';

function realDir(): string {
  let dir = __dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${__dirname}`);
    dir = parent;
  }
  return path.join(dir, 'test', 'fixtures', 'real');
}

function read(name: string): string {
  return readFileSync(path.join(realDir(), name), 'utf8');
}

/** A number as OneMap writes one: a string of at most 15 significant digits. */
function numberText(value: number): string {
  return String(Number(value.toPrecision(15)));
}

function fromDegrees(lat: string, lon: string): Pick<Place, 'X' | 'Y' | 'LATITUDE' | 'LONGITUDE'> {
  const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', Number(lon), Number(lat));
  return { X: numberText(x), Y: numberText(y), LATITUDE: lat, LONGITUDE: lon };
}

/** One CSV record's fields (quotes as RFC 4180 has them; no field here holds a line break). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (line[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

function csvRows(name: string): Record<string, string>[] {
  const lines = read(name).split(/\r?\n/).filter((line) => line !== '');
  const header = csvFields(lines[0]!);
  return lines.slice(1).map((line) => {
    const fields = csvFields(line);
    return Object.fromEntries(header.map((h, i) => [h, fields[i] ?? '']));
  });
}

/** Every LTA bus stop (LTA DataMall BusStops, 5 200 stops): a name on a road, no postal code. */
function busStops(): Place[] {
  const stops = JSON.parse(read('large/lta-datamall-bus-stops-all.json')) as { Description: string; RoadName: string; Latitude: number; Longitude: number }[];
  return stops.map((stop) => {
    const name = stop.Description.toUpperCase();
    const road = stop.RoadName.toUpperCase();
    return { SEARCHVAL: name, BLK_NO: NIL, ROAD_NAME: road, BUILDING: name, ADDRESS: `${road} ${name}`, POSTAL: NIL, ...fromDegrees(String(stop.Latitude), String(stop.Longitude)) };
  });
}

/** HDB car parks: SVY21 as HDB publishes it, degrees as the republisher added them (rows without any are left out). */
function hdbCarParks(): Place[] {
  return csvRows('hdb-carpark-information-with-wgs84.csv')
    .filter((row) => row.latitude !== '' && row.longitude !== '')
    .map((row) => ({
      SEARCHVAL: row.address!,
      BLK_NO: NIL,
      ROAD_NAME: NIL,
      BUILDING: row.address!,
      ADDRESS: row.address!,
      POSTAL: NIL,
      X: row.x_coord!,
      Y: row.y_coord!,
      LATITUDE: row.latitude!,
      LONGITUDE: row.longitude!,
    }));
}

/** LTA DataMall's car parks (HDB, LTA, URA), one place per car park (the file has a row per lot type). */
function ltaCarParks(): Place[] {
  const seen = new Set<string>();
  return csvRows('lta-carpark-locations.csv').flatMap((row) => {
    const key = `${row.Agency}|${row.CarParkID}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const name = row.Development!.toUpperCase();
    return [{ SEARCHVAL: name, BLK_NO: NIL, ROAD_NAME: NIL, BUILDING: name, ADDRESS: name, POSTAL: NIL, ...fromDegrees(row.lat!, row.lng!) }];
  });
}

/**
 * MOE's schools (name, address, postal code) at the position OneMap's search gave for the school's name
 * (gpng/geodle's list, made with OneMap's search). Schools missing from that list have no real position: left out.
 */
function schools(): Place[] {
  const positions = new Map<string, [string, string]>();
  const pattern = /name: (["'])(.*?)\1,\s*coordinates: \[([\d.]+), ([\d.]+)\]/g;
  for (const match of read('geodle-schools-onemap-search.ts.txt').matchAll(pattern)) positions.set(match[2]!, [match[4]!, match[3]!]);
  return csvRows('moe-general-information-of-schools.csv').flatMap((row) => {
    const position = positions.get(row.school_name!);
    if (!position) return [];
    const [, block = '', road = ''] = /^(\S+)\s+(.*)$/.exec(row.address!.trim()) ?? [];
    const name = row.school_name!;
    const roadName = road.toUpperCase();
    // The file lost the leading zero of two codes (88256 for 088256, a spreadsheet's doing): OneMap writes six digits.
    const postal = row.postal_code!.padStart(6, '0');
    return [{
      SEARCHVAL: name,
      BLK_NO: block.toUpperCase(),
      ROAD_NAME: roadName,
      BUILDING: name,
      ADDRESS: `${block.toUpperCase()} ${roadName} ${name} SINGAPORE ${postal}`,
      POSTAL: postal,
      ...fromDegrees(position[0], position[1]),
    }];
  });
}

/** Every place of the real files, in this order: schools, car parks, bus stops. */
export function fixturePlaces(): Place[] {
  return [...schools(), ...hdbCarParks(), ...ltaCarParks(), ...busStops()];
}
