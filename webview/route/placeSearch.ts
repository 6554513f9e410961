// Place search for the start and end boxes: what the user types (not coordinates) is sent to the host, which
// asks OneMap; only the answer to a box's newest search is shown. Signed out, nothing is sent and the list
// says how to search; coordinates work either way.
import type { HostToWebview, WebviewToHost } from '../../src/shared/protocol/messages';
import { MAX_QUERY } from '../../src/shared/protocol/placeSearch';
import type { Endpoint } from './routeLayer';
import { withPlaceReader, type ParsePlace } from './lazyPlaceInput';
import type { FormView } from './formView';

const SIGN_IN_TO_SEARCH = 'Sign in to OneMap to search for places. Coordinates work without an account.';

/** Digits and separators are coordinates being typed, unless they could be a postal code (up to six digits). */
function isCoordinateText(parsePlace: ParsePlace, text: string): boolean {
  return parsePlace(text).ok || (/^[-+\d\s.,;/°]+$/.test(text) && !/^\d{1,6}$/.test(text));
}

export class PlaceSearch {
  private nextId = 1;
  /** Each box's newest search. */
  private readonly newest = new Map<Endpoint, { requestId: number; query: string }>();
  private signedIn = false;
  /** Each box's count of texts typed, so that only the newest is searched. */
  private readonly turns = new Map<Endpoint, number>();

  constructor(
    private readonly post: (message: WebviewToHost) => void,
    private readonly form: Pick<FormView, 'suggestions' | 'placeText' | 'setPlaceError'>,
  ) {}

  setSignedIn(signedIn: boolean): void {
    this.signedIn = signedIn;
    if (!signedIn) return;
    // A name typed while signed out was refused as not coordinates; signed in, it is a search, not an error.
    withPlaceReader((parse) => {
      if (!this.signedIn) return;
      for (const which of ['start', 'end'] as const) {
        if (!isCoordinateText(parse, this.form.placeText(which).trim())) this.form.setPlaceError(which, undefined);
      }
    });
  }

  private list(which: Endpoint) {
    return this.form.suggestions(which);
  }

  query(which: Endpoint, text: string): void {
    const query = text.trim().slice(0, MAX_QUERY);
    this.newest.delete(which);
    // Only the box's newest text is searched: an older one waiting for the reader is dropped.
    const turn = (this.turns.get(which) ?? 0) + 1;
    this.turns.set(which, turn);
    withPlaceReader((parse) => {
      if (this.turns.get(which) === turn) this.search(which, query, parse);
    });
  }

  private search(which: Endpoint, query: string, parse: ParsePlace): void {
    if (query.length < 2 || isCoordinateText(parse, query)) {
      this.list(which).close();
      return;
    }
    if (!this.signedIn) {
      this.list(which).showMessage(SIGN_IN_TO_SEARCH);
      return;
    }
    const requestId = this.nextId++;
    this.newest.set(which, { requestId, query });
    this.post({ type: 'searchPlaces', requestId, query });
  }

  /** A box's newest search answered; older answers, and answers after the box was left, are dropped. */
  answered(message: Extract<HostToWebview, { type: 'searchResults' | 'searchError' }>): void {
    for (const [which, search] of this.newest) {
      if (search.requestId !== message.requestId) continue;
      this.newest.delete(which);
      const list = this.list(which);
      if (message.type === 'searchError') list.showMessage(message.message);
      else if (message.results.length === 0) list.showMessage(`OneMap found nothing for “${search.query}”.`);
      else list.show(message.results);
    }
  }

  /** A point was set another way (picked, typed, clicked): what was asked for that box no longer matters. */
  forget(which: Endpoint): void {
    this.newest.delete(which);
    this.list(which).close();
  }
}
