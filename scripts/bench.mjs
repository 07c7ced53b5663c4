#!/usr/bin/env node
// Benchmarks (not part of the tests): builds the production app and reports first-load JS
// (gzip) per route against the budgets, runs the domain and mock-backend micro-benchmarks
// (scripts/bench-domain.ts) and the UI benchmarks in Chromium (scripts/bench-ui.mjs), then holds
// every timed figure to its budget (scripts/bench-budgets.mjs) and writes them all to
// reports/bench.json. Exits 1 when a first load is over its budget or a timed figure breaks its
// budget by more than its run-to-run noise.
// Usage: npm run bench  [-- --no-build] [--no-ui] [--no-lighthouse]
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { composition } from './bundle-report.mjs';
import { TARGETS_KIB, firstLoadsOf, isOver } from './first-load.mjs';
import { judge } from './bench-budgets.mjs';

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
  const target = TARGETS_KIB[route];
  rows.push({
    route,
    'first-load JS KiB gzip': kib(bytes),
    budget: verdict,
    target: target === undefined ? '' : `${target} (${bytes / 1024 <= target ? 'met' : 'not met'})`,
  });
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

console.log('\n-- domain and mock backend micro-benchmarks');
execSync('node scripts/bench-domain.ts', { stdio: 'inherit' });
const domain = JSON.parse(readFileSync('reports/bench-domain.json', 'utf8')).figures;
let ui = {};
if (!process.argv.includes('--no-ui')) {
  console.log('\n-- UI benchmarks (Chromium, mock build)');
  const lighthouse = process.argv.includes('--no-lighthouse') ? ' --no-lighthouse' : '';
  execSync(`node scripts/bench-ui.mjs${lighthouse}`, { stdio: 'inherit' });
  ui = JSON.parse(readFileSync('reports/bench-ui.json', 'utf8'));
}

/** The domain figure of a bench at a size (its median and noise), or null. */
const domainFigure = (bench, size) => {
  const found = domain.find((f) => f.bench === bench && f.size.startsWith(size));
  return found ? { value: found.medianMs, noise: found.noiseMs } : { value: null };
};
const worstShift = ui.layoutShift
  ? Math.max(...Object.values(ui.layoutShift).flatMap((widths) => Object.values(widths)))
  : null;
const lighthouse = ui.lighthouseMobileProduction;
const figures = [
  [
    'search: click Search to rooms painted',
    { value: ui.searchToResultsMs?.median, noise: ui.searchToResultsMs?.noise },
  ],
  [
    "search: the app's own time (backend's taken out)",
    { value: ui.searchToResultsAppMs?.median, noise: ui.searchToResultsAppMs?.noise },
  ],
  [
    'rooms and rates: a rate chosen among 30 x 8, to the next paint',
    { value: ui.chooseRate30x8?.medianMs, noise: ui.chooseRate30x8?.noiseMs },
  ],
  [
    'rooms and rates: a rate chosen among 100 x 8, to the next paint',
    { value: ui.chooseRate100x8?.medianMs, noise: ui.chooseRate100x8?.noiseMs },
  ],
  [
    'rooms and rates: long tasks while choosing (30 and 100 x 8)',
    {
      value: ui.chooseRate30x8
        ? ui.chooseRate30x8.longTasksOver50ms.length + ui.chooseRate100x8.longTasksOver50ms.length
        : null,
    },
  ],
  ['layout shift: the worst page as it opens (phone and desktop)', { value: worstShift }],
  [
    "search page: its thread's time setting up number and date formatting",
    { value: ui.intlSetUpMs?.median, noise: ui.intlSetUpMs?.noise },
  ],
  [
    'calendar: a date picked, 36 months as the API answers',
    domainFigure('calendar date picked (minimumStayFor + alternativeStays)', '1097 day entries'),
  ],
  [
    'calendar: a date picked, 36 months x 100 room types',
    domainFigure('calendar date picked (minimumStayFor + alternativeStays)', '100 room types'),
  ],
  [
    'calendar: a day pressed in the page (its focus; app time), two months shown',
    { value: ui.calendarPick?.press?.medianMs, noise: ui.calendarPick?.press?.noiseMs },
  ],
  [
    'calendar: the day released (the stay picked; app time), two months shown',
    { value: ui.calendarPick?.release?.medianMs, noise: ui.calendarPick?.release?.noiseMs },
  ],
  [
    'calendar: a click event alone on a day (focus and stay in one update; app time)',
    { value: ui.calendarPick?.clickAlone?.medianMs, noise: ui.calendarPick?.clickAlone?.noiseMs },
  ],
  [
    'calendar: the first date picked after an answer, 36 months x 100 room types',
    domainFigure('calendar first date picked (its entries indexed)', '100 room types'),
  ],
  [
    'group search: results re-sorted in the page, 50 hotels',
    { value: ui.groupSort?.['50']?.medianAppMs, noise: ui.groupSort?.['50']?.noiseAppMs },
  ],
  [
    'group search: results re-sorted (the rules), 50 hotels',
    domainFigure('group results re-sorted (hotelResults + areaFilters + resultsSummary)', '50 hotels'),
  ],
  [
    'mock backend: search of 30 room types x 8 rates x 14 nights',
    domainFigure('mock backend: search answered', '30 room types'),
  ],
  ['lighthouse (mobile, search page): accessibility', { value: lighthouse?.accessibility }],
  [
    'lighthouse (mobile, search page): performance',
    { value: lighthouse?.performance, noise: lighthouse?.performanceNoise },
  ],
  ...[
    ['rooms and rates, deep link', ui.lighthouseMobileRoomsAndRates],
    ['checkout', ui.lighthouseMobileCheckout],
  ].flatMap(([page, report]) => [
    [`lighthouse (mobile, ${page}): accessibility`, { value: report?.accessibility }],
    [`lighthouse (mobile, ${page}): performance`, { value: report?.performance, noise: report?.performanceNoise }],
  ]),
].map(([name, figure]) => ({ name, ...figure }));
const verdicts = judge(figures);
console.log('\n-- every timed figure against its budget (median; noise = median absolute deviation of the runs)');
console.table(
  verdicts.map(({ name, value, noise, unit, budget, verdict, target, targetMet }) => ({
    figure: name,
    value: value === undefined ? '' : `${Number(value.toFixed(2))} ${unit}`,
    noise: noise ? Number(noise.toFixed(2)) : '',
    budget: `${Number(budget.toFixed(2))}`,
    verdict,
    target: target === undefined ? '' : `${Number(target.toFixed(2))}: ${targetMet ? 'met' : 'not met'}`,
  })),
);
const broken = verdicts.filter((v) => v.verdict === 'over');
writeFileSync('reports/bench.json', JSON.stringify({ firstLoad: rows, timed: verdicts, domain, ui }, null, 2));
console.log(
  `\nreports/bench.json written; ${over} first load(s) and ${broken.length} timed figure(s) over budget` +
    (broken.length ? `: ${broken.map((v) => v.name).join('; ')}` : ''),
);
process.exit(over || broken.length ? 1 : 0);
