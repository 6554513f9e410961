// Lint for the whole project, run by `npm test` (and so by CI). Besides typescript-eslint's recommended
// rules it keeps the two sides apart: the map page (webview/) may import from the extension only what
// src/shared/ holds, the extension never imports the page, src/shared/ imports nothing outside itself, and
// the pure modules never import `vscode` (they run in plain Node tests and in the page).
import tseslint from 'typescript-eslint';

const pageBoundary = 'The map page may import only src/shared/ of the extension: move what both sides use there.';
const sharedBoundary = 'src/shared/ is used by the page too: it may import only from src/shared/ and packages that run in a browser.';
const pure = 'Pure modules run in plain Node and in the page: keep VS Code out of them (the glue in src/ passes what they need).';

export default tseslint.config(
  { ignores: ['dist/**', 'out/**', 'node_modules/**', '.vscode-test/**', '**/*.d.ts'] },
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommended],
    rules: {
      // A leading underscore says "unused on purpose" (a parameter a callback must accept, a key left out).
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_',
        varsIgnorePattern: '^_',
        destructuredArrayIgnorePattern: '^_',
        caughtErrorsIgnorePattern: '^_',
      }],
    },
  },
  {
    // Tests handle raw answers and fakes whose shapes are the point of the test, and load built bundles
    // with require() as VS Code does.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['webview/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'vscode', message: 'The page runs in a browser: talk to the host through the protocol.' }],
        patterns: [{ regex: '^\\.\\./src/(?!shared/)', message: pageBoundary }],
      }],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/shared/**', 'src/onemap/**', 'src/planningArea/**', 'src/nearest/**', 'src/reverseGeocode/**', 'src/travelTimes/**', 'src/rowJobs/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)webview(/|$)', message: 'The extension host never imports the map page.' }],
      }],
    },
  },
  {
    // The OneMap client and the planning-area, nearest-place, reverse-geocode and travel-time engines are pure: plain Node tests run them.
    files: ['src/onemap/**/*.ts', 'src/planningArea/**/*.ts', 'src/nearest/**/*.ts', 'src/reverseGeocode/**/*.ts', 'src/travelTimes/**/*.ts', 'src/rowJobs/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'vscode', message: pure }],
        patterns: [{ regex: '(^|/)webview(/|$)', message: 'The extension host never imports the map page.' }],
      }],
    },
  },
  ...[1, 2, 3].map((depth) => ({
    files: [`src/shared/${'*/'.repeat(depth - 1)}*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'vscode', message: pure }],
        patterns: [{ regex: `^(\\.\\./){${depth}}`, message: sharedBoundary }],
      }],
    },
  })),
);
