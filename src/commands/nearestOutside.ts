// Whether a place is outside Singapore, on the shipped planning areas: Add Nearest Places and its finishing of a
// walking-time run both ask it. Its grid is built once a session, and its cells stay answered.
import { loadNearest, loadPlanningArea } from '../common/lazyBundles';

let shipped: ((lon: number, lat: number) => boolean) | undefined;

export function shippedOutsideTest(): (lon: number, lat: number) => boolean {
  if (!shipped) {
    const areas = loadPlanningArea();
    const index = areas.planningAreaIndex();
    shipped = loadNearest().outsideTest(areas.shippedAreas(), (lon, lat) => index.locate(lon, lat));
  }
  return shipped;
}
