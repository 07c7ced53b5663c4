#!/usr/bin/env node
// Benchmarks (not part of the tests): builds the production app and reports first-load JS
// (gzip) per route against the budgets, then runs the domain micro-benchmarks.
// Usage: npm run bench  [-- --no-build]
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { composition } from './bundle-report.mjs';

const budgetsKiB = {
  '/Book/{code}': 150,
  '/Book/{code}/Rooms-And-Rates': 200,
  '/Book/{code}/Checkout': 200,
  '/Manage/{code}': 150,
  '/Manage/{code}/Reservation/{ref}/{hash}': 200,
  '/PreCheckIn/{code}/{ref}/{hash}': 200,
  '/BookGroup/{code}': 170,
};

/** route -> the lazily loaded module(s) of its screen */
const routes = {
  '/Book/{code}': 'src/features/booking/SearchPage.tsx',
  '/Book/{code}/Rooms-And-Rates': 'src/features/booking/RoomsAndRatesPage.tsx',
  '/Book/{code}/Checkout': 'src/features/booking/CheckoutPage.tsx',
  '/Book/{code}/Status/{token}': 'src/features/booking/StatusPage.tsx',
  '/Book/{code}/Confirmation/{token}': 'src/features/booking/ConfirmationPage.tsx',
  '/Account/Register/{code}': 'src/features/account/RegisterPage.tsx',
  '/ManageAccount/{code}': 'src/features/account/ManageAccountPage.tsx',
  '/Manage/{code}': 'src/features/manage/ManageSearchPage.tsx',
  '/Manage/{code}/Reservation/{ref}/{hash}': 'src/features/manage/ReservationPage.tsx',
  '/PreCheckIn/{code}/{ref}/{hash}': 'src/features/precheckin/PreCheckInPage.tsx',
  '/Restaurant/{code}': 'src/features/restaurant/RestaurantPage.tsx',
  // the group's layout loads beside its page (both lazy)
  '/BookGroup/{code}': ['src/app/GroupLayout.tsx', 'src/features/group/BookGroupPage.tsx'],
};

// hidden source maps: the files are the production ones (no reference to a map), and the bundle
// report can tell what each byte is
if (!process.argv.includes('--no-build')) execSync('npx vite build --sourcemap hidden', { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

const gz = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;

/** a chunk and everything it imports statically (what the browser must load before running it) */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const sizeOf = (keys) =>
  [...keys].reduce((sum, k) => sum + (manifest[k].file.endsWith('.js') ? gz(manifest[k].file) : 0), 0);
const kib = (bytes) => (bytes / 1024).toFixed(1);

const rows = [];
/** route -> what its first load is made of (reports/bundle.json) */
const report = {};
let over = 0;
const entryBytes = sizeOf(entry);
/**
 * The manifest key of a route's module: the module itself, or, when the module sits in a named
 * chunk group shared with other routes (vite.config.ts, "SearchPage"), the chunk of that name.
 */
function keyOf(module) {
  if (manifest[module]) return module;
  const name = module
    .split('/')
    .pop()
    .replace(/\.tsx?$/, '');
  return Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k].name === name);
}

for (const [route, paths] of Object.entries(routes)) {
  const modules = [paths].flat().map(keyOf);
  if (modules.some((m) => !m)) {
    rows.push({ route, kib: 'n/a (module not in build)' });
    continue;
  }
  const keys = new Set([...entry, ...modules.flatMap((m) => [...closure(m)])]);
  const bytes = sizeOf(keys);
  const jsFiles = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  report[route] = { gzipBytes: bytes, files: jsFiles, sources: composition('dist', jsFiles) };
  const budget = budgetsKiB[route];
  const verdict =
    budget === undefined ? '' : bytes / 1024 <= budget ? `ok (budget ${budget})` : `OVER (budget ${budget})`;
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
