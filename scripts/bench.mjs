#!/usr/bin/env node
// Benchmarks (not part of the tests): builds the production app and reports first-load JS
// (gzip) per route against the budgets, then runs the domain micro-benchmarks.
// Usage: npm run bench  [-- --no-build]
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { composition } from './bundle-report.mjs';
import { firstLoadsOf, isOver } from './first-load.mjs';

// hidden source maps: the files are the production ones (no reference to a map), and the bundle
// report can tell what each byte is
if (!process.argv.includes('--no-build')) execSync('npx vite build --sourcemap hidden', { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const kib = (bytes) => (bytes / 1024).toFixed(1);

const rows = [];
/** route -> what its first load is made of (reports/bundle.json) */
const report = {};
let over = 0;
const { entryBytes, routes } = firstLoadsOf('dist');
for (const { route, bytes, files, budgetKiB } of routes) {
  if (bytes === null) {
    rows.push({ route, kib: 'n/a (module not in build)' });
    continue;
  }
  report[route] = { gzipBytes: bytes, files, sources: composition('dist', files) };
  const verdict =
    budgetKiB === undefined
      ? ''
      : isOver({ bytes, budgetKiB })
        ? `OVER (budget ${budgetKiB})`
        : `ok (budget ${budgetKiB})`;
  if (verdict.startsWith('OVER')) over++;
  rows.push({ route, 'first-load JS KiB gzip': kib(bytes), budget: verdict });
}
console.log(`\nentry (shell: React, router, api client) ${kib(entryBytes)} KiB gzip`);
console.table(rows);

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bundle.json', JSON.stringify(report, null, 2));
const search = report['/Book/{code}'];
if (search) {
  console.log("\nthe search page's first load by source (KiB gzip; every route: reports/bundle.json)");
  console.table(search.sources.slice(0, 15).map(({ source, bytes }) => ({ source, 'KiB gzip': kib(bytes) })));
}

const mockFiles = Object.values(manifest).filter((c) => /mocks|msw/.test(c.src ?? c.file));
console.log(
  `mock code in the production build: ${mockFiles.length ? mockFiles.map((c) => c.file).join(', ') : 'none'}`,
);

if (existsSync('scripts/bench-domain.ts')) {
  console.log('\n-- domain micro-benchmarks');
  execSync('node scripts/bench-domain.ts', { stdio: 'inherit' });
}
if (!process.argv.includes('--no-ui')) {
  console.log('\n-- UI benchmarks (Chromium, mock build)');
  execSync('node scripts/bench-ui.mjs', { stdio: 'inherit' });
}
process.exit(over ? 1 : 0);
