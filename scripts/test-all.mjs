#!/usr/bin/env node
// Runs every check and test suite in order and ends with one plain line: "N passed, N failed".
// Checks (contract lint, generated types, type check, lint, build) count one each; test suites
// count their tests. A failing step does not stop the later ones, so one run shows everything.
// The first checks (`together`) run side by side, each on one core: their output is printed as
// each one ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const steps = [
  { name: 'contract: generated types are current', cmd: 'npm run -s api:check', together: true },
  { name: 'contract: openapi.yaml lints clean', cmd: 'npm run -s api:lint', together: true },
  { name: 'typecheck', cmd: 'npm run -s typecheck', together: true },
  { name: 'lint (incl. import boundaries)', cmd: 'npm run -s lint', together: true },
  {
    name: 'vitest: unit, machines, contract, integration, stories',
    cmd:
      'npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json' +
      ' --reporter=./scripts/vitest-failures-reporter.mjs',
    report: 'reports/vitest.json',
    extraReports: ['reports/vitest-failures.json'],
    count: (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + suitesThatDidNotRun(r),
      skipped: r.numPendingTests + r.numTodoTests,
    }),
    failures: vitestFailures,
  },
  { name: 'build with the mock backend (for e2e)', cmd: 'npm run -s build:mock' },
  { name: 'build for production', cmd: 'npm run -s build' },
  { name: 'production build holds no mock code', cmd: 'node scripts/check-no-mocks.mjs' },
  { name: "each route's first-load JavaScript within its budget", cmd: 'node scripts/check-bundle-budgets.mjs' },
  {
    name: 'e2e (Playwright, Chromium)',
    cmd: 'npx playwright test',
    report: 'reports/e2e.json',
    count: (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }),
    failures: playwrightFailures,
  },
  { name: 'state coverage of the browser suites (report)', cmd: 'node scripts/state-coverage.mjs' },
];

/** A test file that failed without any failed test (import error, crash) counts as one failure. */
function suitesThatDidNotRun(r) {
  return (r.testResults ?? []).filter(
    (s) => s.status === 'failed' && !(s.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
}

/** The first line of an error message, short enough for the summary. */
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';
const clip = (text) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

/** The failed tests with their errors' messages (scripts/vitest-failures-reporter.mjs), if written. */
function readVitestFailures() {
  try {
    return JSON.parse(readFileSync('reports/vitest-failures.json', 'utf8'));
  } catch {
    return null;
  }
}

/** "file > test name: first line of the error" for every failed Vitest test or file. */
function vitestFailures(r) {
  const withMessages = readVitestFailures();
  const relative = (file) => file.replace(`${process.cwd()}/`, '');
  return (r.testResults ?? []).flatMap((file) => {
    const name = relative(file.name);
    const tests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (file.status === 'failed' && tests.length === 0) return [`${name}: ${clip(firstLine(file.message))}`];
    // the reporter's messages where it wrote this file's failures; never fewer lines than failures
    const written = (withMessages ?? []).filter((f) => relative(f.file) === name);
    if (written.length >= tests.length) {
      return written.map((f) => `${name} > ${f.test}: ${clip(firstLine(f.errors[0]))}`);
    }
    return tests.map((a) => `${name} > ${a.fullName}: ${clip(firstLine(a.failureMessages?.[0]))}`);
  });
}

/** The innermost step that failed (a model walk's move, say), or null. */
function failedStep(steps) {
  for (const step of steps ?? []) {
    if (!step.error) continue;
    return failedStep(step.steps) ?? step;
  }
  return null;
}

/**
 * "file > test title: the step that failed: the first line of each error" for every Playwright
 * test that failed. A test that ran out of time says what it was waiting for: the step and the
 * action's own error (an action waits no longer than an assertion, playwright.config.ts).
 */
function playwrightFailures(r) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const messages = (last?.errors?.length ? last.errors : [last?.error]).map((e) => {
          // an action's error ends with what it last saw while waiting (the call log's last line)
          const [text, log = ''] = String(e?.message ?? '').split('\nCall log:\n');
          const seen = stripVTControlCharacters(log)
            .split('\n')
            .filter((line) => line.trim().startsWith('- '))
            .at(-1);
          return clip(firstLine(text)) + (seen ? ` (${clip(seen.trim().slice(2))})` : '');
        });
        const step = failedStep(last?.steps);
        const title = clip([...titles, spec.title].join(' > '));
        out.push(`${spec.file} > ${title}: ${step ? `at "${step.title}": ` : ''}${[...new Set(messages)].join(' / ')}`);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  return out;
}

mkdirSync('reports', { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
const summary = [];
const failures = [];
const started = Date.now();

const env = { ...process.env, FORCE_COLOR: '0' };

/** Runs a step with its output collected, then prints it: { status, seconds }. */
function runCollected(step) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, { shell: true, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${step.name}: ${step.cmd}`);
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      resolve({ status, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
    });
  });
}

/** Runs a step with its output as it comes: { status, seconds }. */
function runInline(step) {
  const t0 = Date.now();
  console.log(`\n=== ${step.name}: ${step.cmd}`);
  const result = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env });
  return { status: result.status, seconds: ((Date.now() - t0) / 1000).toFixed(1) };
}

function record(step, result) {
  const { status, seconds } = result;
  if (step.count) {
    let counts = { passed: 0, failed: 1, skipped: 0 };
    if (existsSync(step.report)) {
      try {
        const report = JSON.parse(readFileSync(step.report, 'utf8'));
        counts = step.count(report);
        failures.push(...(step.failures?.(report) ?? []).map((line) => `${step.name}: ${line}`));
      } catch (error) {
        console.error(`could not read ${step.report}: ${error}`);
      }
    }
    if (status !== 0 && counts.failed === 0) counts.failed = 1; // the runner itself failed
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    summary.push(
      `${status === 0 ? 'ok  ' : 'FAIL'} ${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s)`,
    );
  } else {
    if (status === 0) passed += 1;
    else failed += 1;
    summary.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${seconds}s)`);
  }
}

const together = steps.filter((step) => step.together);
const results = await Promise.all(together.map(runCollected));
together.forEach((step, i) => record(step, results[i]));
for (const step of steps.filter((s) => !s.together)) {
  for (const report of [step.report, ...(step.extraReports ?? [])]) if (report) rmSync(report, { force: true });
  record(step, runInline(step));
}

if (failures.length > 0) {
  console.log('\n=== failed tests');
  for (const line of failures) console.log(line);
}
console.log('\n=== summary');
for (const line of summary) console.log(line);
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
