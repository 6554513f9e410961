// VS Code marks the webview's body with the theme kind and changes the class when the user switches themes.
import type { DisposableStore } from './disposables';

export function isDarkTheme(body: HTMLElement = document.body): boolean {
  const classes = body.classList;
  return classes.contains('vscode-dark') || (classes.contains('vscode-high-contrast') && !classes.contains('vscode-high-contrast-light'));
}

export function prefersReducedMotion(): boolean {
  return document.body.classList.contains('vscode-reduce-motion') || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Calls `onChange(dark)` whenever the theme kind flips between light and dark. */
export function watchTheme(store: DisposableStore, onChange: (dark: boolean) => void): void {
  let dark = isDarkTheme();
  const observer = new MutationObserver(() => {
    const now = isDarkTheme();
    if (now !== dark) {
      dark = now;
      onChange(dark);
    }
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  store.add(() => observer.disconnect());
}
