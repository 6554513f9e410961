// The page's only ways out: postMessage to the host, and the state VS Code keeps while the page is hidden or
// reloaded. acquireVsCodeApi may be called once per page, so the app gets this object, never the global.
import type { MapState, WebviewToHost } from '../../src/shared/protocol/messages';
import { parseMapState } from '../../src/shared/protocol/parse';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

export interface HostChannel {
  post(message: WebviewToHost): void;
  /** The state saved by an earlier load of this page, if it still reads as a MapState. */
  savedState(): MapState | undefined;
  saveState(state: MapState): void;
}

export function connectToHost(): HostChannel {
  const api = acquireVsCodeApi();
  return {
    post: (message) => api.postMessage(message),
    savedState: () => parseMapState(api.getState()),
    saveState: (state) => api.setState(state),
  };
}
