// A planned route as GPX 1.1: a track for the path (one per leg on public transport) and a waypoint per step.
// gpx-builder writes and escapes the XML: place names and instructions come from OneMap and may hold `&` or `<`.
import { BaseBuilder, buildGPX } from 'gpx-builder';
import { formatDistance, formatDuration } from '../shared/format/quantities';
import type { LegFeature, Position, RouteFeatureCollection, StepFeature } from './routeFeatures';

const { Metadata, Point, Segment, Track } = BaseBuilder.MODELS;

export function routeGpx(collection: RouteFeatureCollection): string {
  const [path, ...parts] = collection.features;
  const builder = new BaseBuilder();
  builder.setMetadata(new Metadata({ name: `${path.properties.from} to ${path.properties.to}`, desc: describeRoute(path.properties) }));
  const legs = parts.filter((part): part is LegFeature => part.properties.kind === 'leg');
  const steps = parts.filter((part): part is StepFeature => part.properties.kind === 'step');
  if (legs.length > 0) {
    builder.setTracks(
      legs.map((leg) => new Track([segment(leg.geometry.coordinates)], { name: leg.properties.instruction, type: leg.properties.mode, number: leg.properties.index })),
    );
  } else {
    builder.setTracks([new Track([segment(path.geometry.coordinates)], { name: path.properties.name, type: path.properties.routeType })]);
  }
  if (steps.length > 0) {
    builder.setWayPoints(
      steps.map((step) => {
        const [lon, lat] = step.geometry.coordinates;
        return new Point(lat, lon, { name: step.properties.instruction, desc: stepDetail(step.properties) });
      }),
    );
  }
  const data = builder.toObject();
  return buildGPX({ ...data, attributes: { ...data.attributes, creator: 'OneMap for VS Code' } });
}

function segment(coordinates: Position[]): InstanceType<typeof Segment> {
  return new Segment(coordinates.map(([lon, lat]) => new Point(lat, lon)));
}

function describeRoute(properties: RouteFeatureCollection['features'][0]['properties']): string {
  const parts = [properties.name, formatDistance(properties.distance_m), formatDuration(properties.time_s)];
  if (properties.fare) parts.push(`fare $${properties.fare}`);
  return parts.join(', ');
}

function stepDetail(properties: StepFeature['properties']): string {
  const parts: string[] = [];
  if (properties.distance_m !== undefined) parts.push(formatDistance(properties.distance_m));
  if (properties.time_s !== undefined) parts.push(formatDuration(properties.time_s));
  return parts.join(', ');
}
