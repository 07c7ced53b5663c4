/**
 * The Chromium of the tests and benchmarks (Node runs this TypeScript as it is: types only).
 *
 * - `chromiumPath`: the browser a guest runs, Debian's at /usr/bin/chromium on CI and this machine
 *   (or any named by CHROMIUM_PATH, else Playwright's own): the benchmarks and Lighthouse
 *   (scripts/bench-ui.mjs) and the demo pictures (scripts/draw-demo-pictures.mjs).
 * - `testChromiumPath`: the browser of the test suites (Vitest browser mode and stories,
 *   Playwright): Debian's headless shell of the same Chromium when it is installed (`.ci/run`
 *   installs it), else the one above. The same engine without the full browser's windowing: the
 *   e2e suite ran 32 % faster in it and the stories 12 % faster (paired runs on this 2-core
 *   machine), and every visual test matches the same screenshots in both.
 *
 * The flags keep it quiet on a closed network.
 */
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

export const testChromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumPath);

/**
 * Whether the tests' browser is one the visual tests' screenshots were drawn with (Debian's
 * Chromium or its headless shell, with the fonts `.ci/run` installs): they are compared only there.
 */
export const isReferenceBrowser: boolean =
  testChromiumPath === DEBIAN_CHROMIUM || testChromiumPath === DEBIAN_HEADLESS_SHELL;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
