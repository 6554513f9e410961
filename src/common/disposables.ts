// What a host object starts (listeners, emitters, items, child objects) is added here and undone once, in
// the order added, by dispose(); something added after that is undone at once.
export interface Disposable {
  dispose(): unknown;
}

export class DisposableStore implements Disposable {
  private readonly items: Disposable[] = [];
  private disposed = false;

  add<T extends Disposable>(item: T): T {
    if (this.disposed) item.dispose();
    else this.items.push(item);
    return item;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const item of this.items.splice(0)) item.dispose();
  }
}
