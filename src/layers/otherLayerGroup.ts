// The layers beside the files (OneMap's themes, Add Nearest Places' lines) as one: ShownFiles asks a single
// helper for what is not a file, and each part answers for the ids it owns.
import type { HostToWebview } from '../shared/protocol/messages';
import type { OtherLayers } from './shownFiles';

export class OtherLayerGroup implements OtherLayers {
  constructor(private readonly parts: readonly OtherLayers[]) {}

  owns(layerId: string): boolean {
    return this.parts.some((part) => part.owns(layerId));
  }

  async forNewPage(): Promise<HostToWebview[]> {
    const all = await Promise.all(this.parts.map((part) => part.forNewPage()));
    return all.flat();
  }

  remove(layerId: string): void {
    this.parts.find((part) => part.owns(layerId))?.remove(layerId);
  }

  drawn(layerId: string): void {
    this.parts.find((part) => part.owns(layerId))?.drawn(layerId);
  }

  clear(): void {
    for (const part of this.parts) part.clear();
  }
}
