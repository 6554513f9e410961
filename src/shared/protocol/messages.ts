// The messages between the extension host and the map webview, both directions, and the state they carry.
// Both sides import this folder, so it imports nothing from `vscode` and nothing that needs a DOM. Every
// message that crosses is checked (parse.ts): the webview must not trust what a compromised or older host
// sends, and the host must not trust a webview (its page runs response data through a browser).
import type { NumItineraries, RoadRouteType } from '../onemap/params';
import type { LatLon, PtRouteResponse, RouteResponse, RouteType, TransitMode } from '../onemap/types';
import type { DataLayer } from './dataLayers';
import type { NearestToPage } from './nearestLines';
import type { AreaLayerToHost, AreaLayerToPage } from './planningAreas';
import type { ErrorAction, RouteErrorKind } from './routeErrors';

export type { LatLon, PtRouteResponse, RouteResponse, RouteType, TransitMode };

export const BASEMAP_STYLES = ['Default', 'Night', 'Grey', 'Original'] as const;
export type BasemapStyle = (typeof BASEMAP_STYLES)[number];
/** 'auto' follows the VS Code theme: Night when dark, Default otherwise. */
export type BasemapChoice = 'auto' | BasemapStyle;

/** The public-transport options of a request, in the forms OneMap takes. */
export interface PtOptions {
  /** MM-DD-YYYY, Singapore date. */
  date: string;
  /** HH:MM:SS, 24-hour, Singapore time. */
  time: string;
  mode: TransitMode;
  /** Metres; OneMap assumes 1000 when absent. */
  maxWalkDistance?: number;
  /** An upper bound: OneMap may answer fewer. */
  numItineraries?: NumItineraries;
}

/** A walk, drive or cycle: no public-transport options. */
export interface RoadRoutePlan {
  start: LatLon;
  end: LatLon;
  routeType: RoadRouteType;
  pt?: never;
}

/** A public-transport trip, always with its options. */
export interface PtRoutePlan {
  start: LatLon;
  end: LatLon;
  routeType: 'pt';
  pt: PtOptions;
}

/** What to route: `pt` is present exactly when routeType is 'pt'. */
export type RoutePlan = RoadRoutePlan | PtRoutePlan;

export type RouteAnswer = RouteResponse | PtRouteResponse;

/**
 * The planner's state as the map app keeps it between loads (vscode.setState) and as the host keeps and shares
 * it (workspaceState, every open view). It holds the plan and the choice, never OneMap's answer, which can be
 * megabytes: the host keeps the answer in memory only and sends it beside the state.
 */
export interface MapState {
  v: 1;
  start?: LatLon;
  end?: LatLon;
  /** The name a point was picked by (a search suggestion's), shown in its box; absent: its coordinates show. */
  labels?: { start?: string; end?: string };
  routeType: RouteType;
  pt: {
    mode: TransitMode;
    maxWalkDistance: number;
    numItineraries: NumItineraries;
    /** Absent: leave now. Present: the date and time the user typed. */
    departAt?: { date: string; time: string };
  };
  basemap: BasemapChoice;
  view?: { center: LatLon; zoom: number };
  /** The plan of the last route drawn, with the variant (road) or itinerary (pt) the user chose. */
  route?: { plan: RoutePlan; selected: number };
}

/** The host's planner state as a view should show it: `revision` grows with every change the host accepts. */
export interface SharedState {
  revision: number;
  state: MapState;
  /** OneMap's answer for state.route.plan, when the host has it (after a window reload it may not yet). */
  answer?: RouteAnswer;
}

export interface AccountInfo {
  signedIn: boolean;
  email?: string;
}

// ---- Webview → host ----

export type WebviewToHost =
  /** The page has loaded and listens; answer with `init`. */
  | { type: 'ready' }
  /** Route this plan; answer with routeStarted, then routeResult or routeError carrying the same requestId. Supersedes any older request. */
  | ({ type: 'planRoute'; requestId: number } & RoutePlan)
  /** Abort the request with this id if it still runs; send nothing back for it. */
  | { type: 'cancel'; requestId: number }
  /** Run the sign-in flow (credentials are asked for and kept by the host, never shown to the page). */
  | { type: 'signIn' }
  /** Open the extension's settings (the basemap address lives there). */
  | { type: 'openSettings' }
  /** The user changed the state (no `view`: each view keeps its own); the host answers `stateSaved` and shows it in every other view. */
  | { type: 'stateChanged'; state: MapState }
  /** Places for what the user types in a start or end box; answer searchResults or searchError with this id. Supersedes any older search. */
  | { type: 'searchPlaces'; requestId: number; query: string }
  /** The user clicked a feature of a file's layer: the host reveals and selects its text. */
  | { type: 'featureClicked'; layerId: string; index: number }
  /** The user removed a file's layer from the map: the host stops following the file. */
  | { type: 'layerRemoved'; layerId: string }
  /** A file's layer is on the canvas (a frame after showLayer): the host times Show on Map by it. */
  | { type: 'layerDrawn'; layerId: string }
  /** The map's Themes button: the host offers OneMap's themes to add as a layer. */
  | { type: 'pickTheme' }
  /** The planning-areas layer and its population popup (planningAreas.ts). */
  | AreaLayerToHost;

// ---- Host → webview ----

export type HostToWebview =
  /** (Re)start the app: tile URL template ({style},{z},{x},{y}), logo, sign-in state, and the host's state to show (else the page's own saved state). */
  | { type: 'init'; tileUrlTemplate: string; logoUrl?: string; account?: AccountInfo; shared?: SharedState }
  /** Another view (or the host, re-planning after a reload) changed the state: show it unless this page knows a newer one. */
  | ({ type: 'state' } & SharedState)
  /** The host keeps the state this page sent last as `revision`. */
  | { type: 'stateSaved'; revision: number }
  /**
   * The answer to `ready` when the host sent `init` (and the layers) while the page loaded: it comes after them,
   * so a page that has no `init` by then lost them (VS Code may hand them over before the page's script ran) and
   * says `ready` again.
   */
  | { type: 'sentWhileLoading' }
  /** Points chosen outside the page (the editor); the app plans when it then has both. */
  | { type: 'setPoints'; start?: LatLon; end?: LatLon; routeType?: RouteType }
  /** The host has sent the request with this id to OneMap. */
  | { type: 'routeStarted'; requestId: number }
  /** OneMap's answer, as it came, for the request with this id; `plan` repeats what was asked. */
  | { type: 'routeResult'; requestId: number; plan: RoutePlan; response: RouteAnswer }
  /** The request with this id failed; `message` is written for the user and quotes OneMap's words. */
  | {
      type: 'routeError';
      requestId: number;
      kind: RouteErrorKind;
      message: string;
      status?: number;
      retryAfterSeconds?: number;
      action: ErrorAction;
    }
  /** Whether a OneMap account is signed in. Never a token or a password. */
  | ({ type: 'account' } & AccountInfo)
  /** What OneMap's search found for the search with this id, best first (none: nothing found). */
  | { type: 'searchResults'; requestId: number; results: PlaceSuggestion[] }
  /** The search with this id failed; `message` is for the user, in OneMap's words; `signIn`: signing in helps. */
  | { type: 'searchError'; requestId: number; message: string; signIn: boolean }
  /**
   * Draw (or redraw, after an edit) a file's features; `fit`: move the view to them (a first show, not a redraw).
   * Posted with the layer packed as text (layerWire.ts: forPosting).
   */
  | { type: 'showLayer'; layer: DataLayer; fit: boolean }
  /** Take a file's layer off the map. */
  | { type: 'removeLayer'; layerId: string }
  /** The editor's cursor is in this feature of the layer (index), or in none of them (null). */
  | { type: 'highlightFeature'; layerId: string; index: number | null }
  /** The planning-areas layer and its population popup (planningAreas.ts). */
  | AreaLayerToPage
  /** Add Nearest Places' lines from each row to its nearest place (nearestLines.ts). */
  | NearestToPage;

/** A place OneMap's search found: its name, address and where it is (WGS84). Text only, never markup. */
export interface PlaceSuggestion {
  name: string;
  address: string;
  postalCode?: string;
  lat: number;
  lon: number;
}
