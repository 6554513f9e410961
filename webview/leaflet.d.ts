// The part of Leaflet 1.9 the map app uses. Leaflet ships no types and @types/leaflet is not installed;
// these follow Leaflet's API reference (https://leafletjs.com/reference.html) for the calls made here.
declare module 'leaflet' {
  export type LatLngTuple = [number, number];
  export type LatLngExpression = LatLng | LatLngTuple;
  export type PointTuple = [number, number];

  export interface LatLng {
    lat: number;
    lng: number;
  }
  export function latLng(lat: number, lng: number): LatLng;

  export interface Point {
    x: number;
    y: number;
  }

  export interface LatLngBounds {
    contains(other: LatLngBounds | LatLngExpression): boolean;
    extend(other: LatLngBounds | LatLngExpression): this;
    isValid(): boolean;
    pad(ratio: number): LatLngBounds;
    getCenter(): LatLng;
  }
  export function latLngBounds(points: LatLngExpression[]): LatLngBounds;

  export interface LeafletEvent {
    type: string;
    target: unknown;
  }
  export interface LeafletMouseEvent extends LeafletEvent {
    latlng: LatLng;
    originalEvent: MouseEvent;
  }
  export type Handler = (event: LeafletEvent) => void;

  export interface Evented {
    on(type: string, fn: (event: any) => void, context?: unknown): this;
    off(type: string, fn?: (event: any) => void, context?: unknown): this;
  }

  export interface Layer extends Evented {
    addTo(map: Map | LayerGroup): this;
    remove(): this;
    bindTooltip(content: HTMLElement, options?: { direction?: string; offset?: PointTuple; sticky?: boolean; className?: string; permanent?: boolean }): this;
  }

  export interface PathOptions {
    color?: string;
    weight?: number;
    opacity?: number;
    dashArray?: string | null;
    lineCap?: string;
    lineJoin?: string;
    fill?: boolean;
    fillColor?: string;
    fillOpacity?: number;
    className?: string;
    interactive?: boolean;
    bubblingMouseEvents?: boolean;
    smoothFactor?: number;
    renderer?: Renderer;
    pane?: string;
  }

  export interface Path extends Layer {
    setStyle(style: PathOptions): this;
    bringToFront(): this;
  }

  export interface Polyline extends Path {
    getLatLngs(): LatLng[];
    setLatLngs(latlngs: LatLngExpression[]): this;
    getBounds(): LatLngBounds;
  }
  export function polyline(latlngs: LatLngExpression[], options?: PathOptions): Polyline;

  export interface CircleMarker extends Path {
    setLatLng(latlng: LatLngExpression): this;
    getLatLng(): LatLng;
  }
  export function circleMarker(latlng: LatLngExpression, options?: PathOptions & { radius?: number }): CircleMarker;

  export interface Renderer extends Layer {}
  export function svg(options?: { padding?: number }): Renderer;
  export function canvas(options?: { padding?: number; tolerance?: number }): Renderer;

  export interface Icon {}
  export function divIcon(options: { html: HTMLElement; className?: string; iconSize?: PointTuple; iconAnchor?: PointTuple; tooltipAnchor?: PointTuple }): Icon;

  export interface Marker extends Layer {
    getLatLng(): LatLng;
    setLatLng(latlng: LatLngExpression): this;
    getElement(): HTMLElement | undefined;
  }
  export function marker(
    latlng: LatLngExpression,
    options?: { icon?: Icon; draggable?: boolean; keyboard?: boolean; title?: string; alt?: string; autoPan?: boolean; zIndexOffset?: number; riseOnHover?: boolean },
  ): Marker;

  export interface LayerGroup extends Layer {
    addLayer(layer: Layer): this;
    removeLayer(layer: Layer): this;
    clearLayers(): this;
    eachLayer(fn: (layer: Layer) => void): this;
  }
  export function layerGroup(layers?: Layer[]): LayerGroup;

  export interface TileLayer extends Layer {
    setUrl(url: string, noRedraw?: boolean): this;
  }
  export function tileLayer(
    urlTemplate: string,
    options?: {
      minZoom?: number;
      maxZoom?: number;
      maxNativeZoom?: number;
      bounds?: LatLngBounds;
      detectRetina?: boolean;
      attribution?: string;
      crossOrigin?: boolean | string;
      errorTileUrl?: string;
      keepBuffer?: number;
      [placeholder: string]: unknown;
    },
  ): TileLayer;

  export type ControlPosition = 'topleft' | 'topright' | 'bottomleft' | 'bottomright';
  export class Control {
    constructor(options?: { position?: ControlPosition });
    onAdd?: (map: Map) => HTMLElement;
    onRemove?: (map: Map) => void;
    addTo(map: Map): this;
    remove(): this;
    getContainer(): HTMLElement | undefined;
  }
  export namespace control {
    function zoom(options?: { position?: ControlPosition; zoomInTitle?: string; zoomOutTitle?: string }): Control;
    function scale(options?: { position?: ControlPosition; imperial?: boolean; metric?: boolean; maxWidth?: number }): Control;
  }

  export interface ZoomPanOptions {
    animate?: boolean;
    duration?: number;
  }
  export interface FitBoundsOptions extends ZoomPanOptions {
    padding?: PointTuple;
    paddingTopLeft?: PointTuple;
    paddingBottomRight?: PointTuple;
    maxZoom?: number;
  }

  export interface MapOptions {
    center?: LatLngExpression;
    zoom?: number;
    minZoom?: number;
    maxZoom?: number;
    maxBounds?: LatLngBounds;
    maxBoundsViscosity?: number;
    zoomControl?: boolean;
    attributionControl?: boolean;
    preferCanvas?: boolean;
    renderer?: Renderer;
    zoomAnimation?: boolean;
    fadeAnimation?: boolean;
    markerZoomAnimation?: boolean;
    keyboard?: boolean;
    worldCopyJump?: boolean;
  }

  export interface Map extends Evented {
    setView(center: LatLngExpression, zoom?: number, options?: ZoomPanOptions): this;
    panTo(center: LatLngExpression, options?: ZoomPanOptions): this;
    fitBounds(bounds: LatLngBounds, options?: FitBoundsOptions): this;
    getCenter(): LatLng;
    getZoom(): number;
    getMaxZoom(): number;
    getBounds(): LatLngBounds;
    getBoundsZoom(bounds: LatLngBounds, inside?: boolean, padding?: Point): number;
    getContainer(): HTMLElement;
    invalidateSize(options?: boolean | ZoomPanOptions): this;
    addLayer(layer: Layer): this;
    removeLayer(layer: Layer): this;
    hasLayer(layer: Layer): boolean;
    addControl(control: Control): this;
    createPane(name: string): HTMLElement;
    latLngToContainerPoint(latlng: LatLngExpression): Point;
    stop(): this;
    remove(): this;
  }
  export function map(element: HTMLElement, options?: MapOptions): Map;

  export namespace DomEvent {
    function disableClickPropagation(element: HTMLElement): void;
    function disableScrollPropagation(element: HTMLElement): void;
  }
}
