// A workbench with no way out: OneMap and the basemap point at a closed port, and the browser refuses every
// request beyond this machine, so a UI test sees what a user offline sees and can never reach the internet.
import type { Session } from './session';

/** Port 9 (discard) refuses connections on this machine: every tile and every OneMap request fails. */
export const OFFLINE_SETTINGS = {
  'onemap.map.tileUrl': 'http://127.0.0.1:9/{style}/{z}/{x}/{y}.png',
  'onemap.baseUrl': 'http://127.0.0.1:9',
} as const;

export async function refuseInternet(session: Session): Promise<void> {
  await session.workbench.context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && /^(https?|wss?):$/.test(url.protocol),
    (route) => route.abort(),
  );
}
