#!/usr/bin/env node
// `npm test`: the production build (dist/) keeps every route's first-load JavaScript within its
// budget (scripts/first-load.mjs). Sizes of a build are exact: no run-to-run noise to allow for.
import { firstLoadsOf, isOver } from './first-load.mjs';

const kib = (bytes) => (bytes / 1024).toFixed(1);
const { routes } = firstLoadsOf('dist');
const missing = routes.filter((r) => r.bytes === null);
const over = routes.filter(isOver);
console.table(
  routes.map((r) => ({
    route: r.route,
    'first-load JS KiB gzip': r.bytes === null ? 'n/a (module not in build)' : kib(r.bytes),
    budget: r.budgetKiB ?? '',
    '': isOver(r) ? 'OVER' : '',
  })),
);
for (const r of over) console.error(`${r.route}: ${kib(r.bytes)} KiB gzip, over its budget of ${r.budgetKiB} KiB`);
for (const r of missing) console.error(`${r.route}: its module is not in the build (scripts/first-load.mjs ROUTES)`);
process.exit(over.length || missing.length ? 1 : 0);
