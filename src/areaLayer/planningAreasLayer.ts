// The host side of the planning-areas layer: whether it is on (remembered in the workspace, so it comes back
// after a window reload and shows in every view), the outlines sent to a page that shows it, and the
// population tables the popup asks for, fetched here (the page never calls OneMap; the token stays here).
import type * as vscode from 'vscode';
import type { OneMapAccount } from '../account/oneMapAccount';
import { loadPlanningArea } from '../lazyBundles';
import type { HostToWebview } from '../shared/protocol/messages';
import type { AreaLayerToHost, AreaLayerToPage, PopulationView } from '../shared/protocol/planningAreas';
import { populationTable } from '../shared/population/populationTable';
import { areaOutlines } from './areaOutlines';

const SHOWN_KEY = 'onemap.planningAreas.shown';

type Ask = Extract<AreaLayerToHost, { type: 'askPopulation' }>;

export class PlanningAreasLayer {
  private outlines: AreaLayerToPage | undefined;

  constructor(
    private readonly memory: vscode.Memento,
    private readonly views: { broadcast(message: HostToWebview): number },
    private readonly account: Pick<OneMapAccount, 'status' | 'use'>,
  ) {}

  get shown(): boolean {
    return this.memory.get<boolean>(SHOWN_KEY) === true;
  }

  /** Turns the layer on or off in every view, and remembers it. */
  async setShown(shown: boolean): Promise<void> {
    await this.memory.update(SHOWN_KEY, shown);
    this.views.broadcast(this.message());
  }

  /** What a page that (re)loads is sent: the layer when it is on; off is every page's default. */
  forNewPage(): HostToWebview[] {
    return this.shown ? [this.message()] : [];
  }

  /** The popup's table for an area, a year and one of popapi's tables, as text; never throws. */
  async population({ area, year, query }: Ask): Promise<PopulationView> {
    if ((await this.account.status()).email === undefined) return { kind: 'signed-out' };
    try {
      const answer = await this.account.use((client) => client.getPopulation(query, area, year));
      return { kind: 'table', table: populationTable(query, answer) };
    } catch (error) {
      return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
    }
  }

  private message(): AreaLayerToPage {
    if (!this.shown) return { type: 'planningAreas', shown: false };
    // Built once: the shipped areas do not change while the extension runs.
    this.outlines ??= { type: 'planningAreas', shown: true, areas: areaOutlines(loadPlanningArea().shippedAreas()) };
    return this.outlines;
  }
}
