/**
 * Vitest configuration used only by StrykerJS (stryker.config.mjs): the node-only domain tests,
 * without the browser/stories projects of vite.config.ts.
 */
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export default defineConfig({
  root,
  resolve: {
    alias: [{ find: /^@\/(.*)$/, replacement: `${root}src/$1` }],
  },
  test: {
    name: 'domain-mutation',
    environment: 'node',
    include: ['tests/unit/domain/**/*.test.ts'],
  },
});
