// The host side of the planning-areas layer: whether it is on and which Master Plan it draws (both remembered
// in the workspace, so they come back after a window reload and show in every view), the outlines sent to a
// page that shows it, and the population tables the popup asks for, fetched here (the page never calls
// OneMap; the token stays here). Master Plan 2019 ships with the extension; another year is read from the
// disk cache Add Planning Area fills, or asked of OneMap once when signed in, and kept there.
import type * as vscode from 'vscode';
import type { OneMapAccount } from '../account/oneMapAccount';
import { jobContext } from '../batch/jobContext';
import { loadPlanningArea } from '../common/lazyBundles';
import type { AreaCache } from '../planningArea/yearAreas';
import type { HostToWebview } from '../shared/protocol/messages';
import {
  isPlanYear,
  SHIPPED_PLAN_YEAR,
  type AreaLayerToHost,
  type AreaOutline,
  type PlanningAreasState,
  type PlanYear,
  type PopulationView,
} from '../shared/protocol/planningAreas';
import { populationTable } from '../shared/population/populationTable';
import { areaOutlines } from './areaOutlines';
import { fetchYearOutlines, keptYearOutlines, type PlanningAreaModule } from './yearOutlines';

const SHOWN_KEY = 'onemap.planningAreas.shown';
const YEAR_KEY = 'onemap.planningAreas.year';

type Ask = Extract<AreaLayerToHost, { type: 'askPopulation' }>;

/** The job runner's disk cache; without it (not set up, unreadable) a year is simply asked again. */
async function jobCache(): Promise<AreaCache | undefined> {
  try {
    return await jobContext().cache();
  } catch {
    return undefined;
  }
}

export class PlanningAreasLayer {
  private shipped: AreaOutline[] | undefined;
  private drawn: { year: PlanYear; areas: AreaOutline[] } | undefined;
  private signedIn: boolean | undefined;
  private asking: PlanYear | undefined;
  private note: { text: string; signedOut: boolean } | undefined;
  private fetching: { year: PlanYear; answer: Promise<AreaOutline[]> } | undefined;
  /** Each look at the year picked counts one: an answer to an older one is not drawn over a newer pick. */
  private turn = 0;

  constructor(
    private readonly memory: vscode.Memento,
    private readonly views: { broadcast(message: HostToWebview): number },
    private readonly account: Pick<OneMapAccount, 'status' | 'use'>,
    private readonly openCache: () => Promise<AreaCache | undefined> = jobCache,
    private readonly planningArea: () => PlanningAreaModule = loadPlanningArea,
  ) {}

  get shown(): boolean {
    return this.memory.get<boolean>(SHOWN_KEY) === true;
  }

  /** The Master Plan the user picked: drawn as soon as it can be, 2019 until then. */
  get year(): PlanYear {
    const year = this.memory.get<unknown>(YEAR_KEY);
    return isPlanYear(year) ? year : SHIPPED_PLAN_YEAR;
  }

  /** Turns the layer on or off in every view, and picks its year; both remembered. */
  async setShown(shown: boolean, year?: PlanYear): Promise<void> {
    const wasShown = this.shown;
    await this.memory.update(SHOWN_KEY, shown);
    if (year !== undefined && year !== this.year) {
      await this.memory.update(YEAR_KEY, year);
      this.note = undefined;
    }
    this.views.broadcast(this.message(shown && !wasShown));
    if (shown) await this.follow();
  }

  /** What a page that (re)loads is sent: the layer when it is on; off is every page's default. */
  forNewPage(): HostToWebview[] {
    if (!this.shown) return [];
    void this.follow();
    return [this.message(true)];
  }

  /** Signed in or out, by the popup's button or any other way: the year picked is drawn now if it waited for it. */
  async accountChanged(): Promise<void> {
    if (this.shown) await this.follow();
  }

  /** The popup's table for an area, a year and one of popapi's tables, as text; never throws. */
  async population({ area, year, query }: Ask): Promise<PopulationView> {
    if ((await this.account.status()).email === undefined) return { kind: 'signed-out' };
    try {
      const answer = await this.account.use((client) => client.getPopulation(query, area, year));
      return { kind: 'table', table: populationTable(query, answer) };
    } catch (error) {
      return { kind: 'error', message: messageOf(error) };
    }
  }

  /** Brings the drawing to the year picked: the shipped areas, the disk's, or OneMap's; says why when it cannot. */
  private async follow(): Promise<void> {
    const turn = ++this.turn;
    const wanted = this.year;
    const signedIn = (await this.account.status()).email !== undefined;
    if (turn !== this.turn) return;
    this.signedIn = signedIn;
    // A question still under way for an older pick is no longer this one's.
    this.asking = undefined;
    if (signedIn && this.note?.signedOut) this.note = undefined;
    if (wanted === this.drawing().year) return void this.views.broadcast(this.message(false));
    if (wanted === SHIPPED_PLAN_YEAR) return this.show(SHIPPED_PLAN_YEAR, this.shippedOutlines());
    const cache = await this.openCache();
    if (turn !== this.turn) return;
    const kept = keptYearOutlines(this.planningArea(), wanted, cache);
    if (kept) return this.show(wanted, kept);
    if (!signedIn) {
      this.note = { text: `The planning areas of ${wanted} come from OneMap, and you are not signed in.`, signedOut: true };
      return void this.views.broadcast(this.message(false));
    }
    this.asking = wanted;
    this.views.broadcast(this.message(false));
    // Another look while OneMap is asked for the same year (a second view loading, a sign-in) waits for that answer.
    const answer =
      this.fetching?.year === wanted
        ? this.fetching.answer
        : fetchYearOutlines(this.planningArea(), wanted, (year) => this.account.use((client) => client.getAllPlanningarea(year)), cache);
    this.fetching = { year: wanted, answer };
    try {
      const areas = await answer;
      if (turn === this.turn) this.show(wanted, areas);
    } catch (error) {
      if (turn !== this.turn) return;
      this.asking = undefined;
      const kind = error instanceof Error ? (error as { kind?: unknown }).kind : undefined;
      // Signed out meanwhile: the pick waits for the sign-in. Anything else: the year drawn is the one kept.
      const signedOut = kind === 'not-signed-in';
      this.note = { text: messageOf(error), signedOut };
      if (signedOut) this.signedIn = false;
      else await this.memory.update(YEAR_KEY, this.drawing().year);
      this.views.broadcast(this.message(false));
    } finally {
      if (this.fetching?.answer === answer) this.fetching = undefined;
    }
  }

  private show(year: PlanYear, areas: AreaOutline[]): void {
    this.drawn = { year, areas };
    this.asking = undefined;
    this.note = undefined;
    this.views.broadcast(this.message(true));
  }

  /** The outlines drawn now; the shipped ones until another year arrived (built once: they do not change). */
  private drawing(): { year: PlanYear; areas: AreaOutline[] } {
    this.drawn ??= { year: SHIPPED_PLAN_YEAR, areas: this.shippedOutlines() };
    return this.drawn;
  }

  /** Built once: the shipped areas do not change while the extension runs. */
  private shippedOutlines(): AreaOutline[] {
    this.shipped ??= areaOutlines(this.planningArea().shippedAreas());
    return this.shipped;
  }

  private message(withAreas: boolean): PlanningAreasState {
    if (!this.shown) return { type: 'planningAreas', shown: false };
    const drawn = this.drawing();
    const message: PlanningAreasState = { type: 'planningAreas', shown: true, year: drawn.year };
    if (withAreas) message.areas = drawn.areas;
    if (this.signedIn !== undefined) message.signedIn = this.signedIn;
    if (this.asking !== undefined) message.asking = this.asking;
    if (this.note) message.note = this.note.text;
    return message;
  }
}


function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
