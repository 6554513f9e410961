// The simulator's public-transport network: the lines, services and stations its itineraries ride, chosen
// from a hash of the request so that the same question gets the same answer.
import type { TransitMode } from './transitRoute';

const BUS_MPS = 5;
const SUBWAY_MPS = 12;

const AGENCIES = {
  SMRT: { agencyName: 'SMRT Corporation', agencyUrl: 'http://www.smrt.com.sg/', agencyId: 'SMRT' },
  SBST: { agencyName: 'SBS Transit', agencyUrl: 'http://www.sbstransit.com.sg/', agencyId: 'SBST' },
};

const RAIL_LINES = [
  { route: 'NS', name: 'NORTH SOUTH LINE', agency: AGENCIES.SMRT },
  { route: 'EW', name: 'EAST WEST LINE', agency: AGENCIES.SMRT },
  { route: 'CC', name: 'CIRCLE LINE', agency: AGENCIES.SMRT },
  { route: 'DT', name: 'DOWNTOWN LINE', agency: AGENCIES.SBST },
  { route: 'NE', name: 'NORTH EAST LINE', agency: AGENCIES.SBST },
  { route: 'TE', name: 'THOMSON-EAST COAST LINE', agency: AGENCIES.SMRT },
];

const BUS_SERVICES = ['7', '14', '36', '77', '106', '174', '190'];

const STATIONS = [
  'NOVENA',
  'TOA PAYOH',
  'NEWTON',
  'ORCHARD',
  'SOMERSET',
  'DHOBY GHAUT',
  'CITY HALL',
  'RAFFLES PLACE',
  'BISHAN',
  'BOTANIC GARDENS',
  'BUONA VISTA',
  'HOLLAND VILLAGE',
  'OUTRAM PARK',
  'TANJONG PAGAR',
];

export interface Vehicle {
  mode: 'BUS' | 'SUBWAY';
  route: string;
  routeLongName: string;
  routeType: number;
  agency: { agencyName: string; agencyUrl: string; agencyId: string };
  speed: number;
  stopSpacingM: number;
}

export function vehicleFor(mode: TransitMode, index: number, hash: number): Vehicle {
  const rail = mode === 'RAIL' || (mode === 'TRANSIT' && index % 2 === 0);
  if (rail) {
    const line = RAIL_LINES[(hash + index) % RAIL_LINES.length];
    return { mode: 'SUBWAY', route: line.route, routeLongName: line.name, routeType: 1, agency: line.agency, speed: SUBWAY_MPS, stopSpacingM: 1200 };
  }
  const service = BUS_SERVICES[(hash + index) % BUS_SERVICES.length];
  return { mode: 'BUS', route: service, routeLongName: `SBST BUS ${service}`, routeType: 3, agency: AGENCIES.SBST, speed: BUS_MPS, stopSpacingM: 500 };
}

export function stopName(vehicle: Vehicle, hash: number, k: number): [string, string] {
  if (vehicle.mode === 'SUBWAY') {
    return [`${STATIONS[(hash + k) % STATIONS.length]} MRT STATION`, `${vehicle.route}${10 + ((hash + k) % 20)}`];
  }
  const block = 100 + ((hash + k * 37) % 800);
  const code = String(10000 + ((hash + k * 10) % 89999)).padStart(5, '0');
  return [k % 2 === 0 ? `BLK ${block}` : `OPP BLK ${block}`, code];
}
