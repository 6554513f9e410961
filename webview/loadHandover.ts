// The host sends a page it has just made its first state and layers while the page loads, sparing the round
// trip of `ready`. VS Code holds them until the page has loaded, but not always long enough: it hands them
// over at the page's load event or 200 ms after writing the page, whichever comes first, and a script still
// being fetched then never hears them. The host's `sentWhileLoading` comes after them, so a page that has no
// `init` when it arrives lost them, and asks for everything again with a second `ready`.
import type { WebviewToHost } from '../src/shared/protocol/messages';
import { parseHostMessage } from '../src/shared/protocol/parse';
import type { DisposableStore } from './common/disposables';

export function watchLoadHandover(store: DisposableStore, post: (message: WebviewToHost) => void): void {
  let initSeen = false;
  store.listen(window, 'message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    // When the page's first messages arrive (the timeline profile, test/bench/host/showOnMapTimeline.ts).
    if (type === 'init' || type === 'showLayer' || type === 'sentWhileLoading') {
      performance.clearMarks(`onemap:arrived-${type}`);
      performance.mark(`onemap:arrived-${type}`);
    }
    if (type === 'init') initSeen = true;
    else if (type === 'sentWhileLoading' && !initSeen && parseHostMessage(event.data)) post({ type: 'ready' });
  });
}
