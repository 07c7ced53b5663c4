#!/usr/bin/env node
// The production build must contain no MSW code, no worker script and no mock data.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
};
walk('dist');
const problems = [];
if (files.some((f) => f.endsWith('mockServiceWorker.js'))) problems.push('dist contains mockServiceWorker.js');
for (const file of files.filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(file, 'utf8');
  for (const marker of ['setupWorker', 'mockServiceWorker', 'hbe-mock-db', 'SPRING10']) {
    if (text.includes(marker)) problems.push(`${file} contains "${marker}"`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`production build: ${files.length} files, no mock code`);
