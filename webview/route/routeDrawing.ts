// Draws a route answer on the map and lists it in the results: road routes with their alternatives and
// steps, public transport with its itineraries and legs. Drawing never fetches and never changes the state;
// choosing another alternative or itinerary is handed back to the app.
import type { MapState, RouteAnswer } from '../../src/shared/protocol/messages';
import { bringMapIntoSight } from '../map/mapInSight';
import type { RouteLayer } from './routeLayer';
import { ptItineraries } from './ptModel';
import type { ResultsView } from './resultsView';
import { roadVariants } from './routeModel';

/** The state's route with OneMap's answer for it (the state itself never holds the answer). */
export type DrawnRoute = NonNullable<MapState['route']> & { response: RouteAnswer };

export class RouteDrawing {
  constructor(
    private readonly routeLayer: RouteLayer,
    private readonly results: ResultsView,
    private readonly onSelect: (index: number) => void,
  ) {}

  /** Draws a route; returns why it cannot be drawn (nothing is changed then). */
  draw(route: DrawnRoute, fit: boolean): string | undefined {
    try {
      return route.plan.routeType === 'pt' ? this.drawTransit(route, fit) : this.drawRoad(route, fit);
    } catch {
      return 'OneMap sent a route this panel cannot draw.';
    }
  }

  /** Fits the map to the route and brings the map into sight: in the narrow layout it may be scrolled away. */
  private fit(): void {
    this.routeLayer.fitRoute();
    bringMapIntoSight(this.routeLayer.container);
  }

  private drawTransit(route: DrawnRoute, fit: boolean): string | undefined {
    const itineraries = ptItineraries(route.response as Parameters<typeof ptItineraries>[0]);
    if (itineraries.length === 0) return 'OneMap found no itinerary for this time and mode. Try another time, mode or a longer walk.';
    const selected = Math.min(route.selected, itineraries.length - 1);
    this.routeLayer.drawLegs(itineraries[selected]!.legs);
    this.results.showPt(itineraries, selected, {
      onItinerary: (index) => this.onSelect(index),
      onLeg: (index) => {
        this.routeLayer.focusLeg(index);
        this.results.setActive(index);
      },
    });
    if (fit) this.fit();
    return undefined;
  }

  private drawRoad(route: DrawnRoute, fit: boolean): string | undefined {
    const variants = roadVariants(route.response as Parameters<typeof roadVariants>[0]);
    const selected = Math.min(route.selected, variants.length - 1);
    const variant = variants[selected]!;
    if (variant.points.length === 0) {
      const said = 'status_message' in route.response && route.response.status_message ? ` (${route.response.status_message})` : '';
      return `OneMap found no route between these points${said}.`;
    }
    this.routeLayer.drawRoad(variant.points);
    this.results.showRoad(variants, selected, {
      onVariant: (index) => this.onSelect(index),
      onStep: (index) => {
        const point = variant.steps[index]?.point;
        if (!point) return;
        this.routeLayer.focusPoint(point);
        this.results.setActive(index);
      },
    });
    if (fit) this.fit();
    return undefined;
  }
}
