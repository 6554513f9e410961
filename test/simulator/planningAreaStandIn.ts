// A stand-in for OneMap's answer of an older Master Plan, for tests that must tell which year a client drew:
// no recording of 1998, 2008 or 2014 exists, and the simulator answers those years with the 2019 boundaries.
// It is the recorded current answer with Marina East's boundary joined to Marina South's, and Marina East
// gone: not URA's history, only a plan that differs from 2019 where a test can see it. Give it to the
// simulator with setYearAnswer(year, planningAreaStandIn()).
import { type AreaEntry, recording } from './planningAreaRecordings';

export const JOINED = { gone: 'MARINA EAST', into: 'MARINA SOUTH' } as const;

export function planningAreaStandIn(): { SearchResults: AreaEntry[] } {
  const { SearchResults } = recording('current') as { SearchResults: AreaEntry[] };
  const polygons = (entry: AreaEntry | undefined): unknown[][] => {
    const geometry = JSON.parse(entry!.geojson!) as { type: string; coordinates: unknown[] };
    return (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as unknown[][];
  };
  const gone = SearchResults.find((e) => e.pln_area_n === JOINED.gone);
  return {
    SearchResults: SearchResults.filter((e) => e !== gone).map((e) =>
      e.pln_area_n === JOINED.into ? { ...e, geojson: JSON.stringify({ type: 'MultiPolygon', coordinates: [...polygons(e), ...polygons(gone)] }) } : e,
    ),
  };
}
