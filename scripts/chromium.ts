/**
 * The one Chromium of the tests and benchmarks: Debian's at /usr/bin/chromium on CI and this
 * machine, any named by CHROMIUM_PATH, else Playwright's own browser (undefined path). The flags
 * keep it quiet on a closed network. Used by vite.config.ts (Vitest browser mode, stories),
 * playwright.config.ts and scripts/bench-ui.mjs (Node runs this TypeScript as it is: types only).
 */
import { existsSync } from 'node:fs';

export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
