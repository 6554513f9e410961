// Everything the app starts (listeners, observers, timers) is registered here and undone by dispose(),
// so a torn-down app leaves nothing running in the page.

export interface Disposable {
  dispose(): void;
}

export class DisposableStore implements Disposable {
  private readonly items: (() => void)[] = [];
  private disposed = false;

  add(dispose: () => void): void {
    if (this.disposed) dispose();
    else this.items.push(dispose);
  }

  /** addEventListener that is removed on dispose. */
  listen<K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  listen<K extends keyof WindowEventMap>(target: Window, type: K, listener: (event: WindowEventMap[K]) => void, options?: AddEventListenerOptions): void;
  // The overloads above type the listener; the implementation only passes it on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  listen(target: EventTarget, type: string, listener: (event: any) => void, options?: AddEventListenerOptions): void {
    target.addEventListener(type, listener, options);
    this.add(() => target.removeEventListener(type, listener, options));
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const dispose of this.items.splice(0).reverse()) {
      try {
        dispose();
      } catch {
        // one failing undo must not keep the others from running
      }
    }
  }
}
