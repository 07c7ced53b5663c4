// What the first load of each route is made of: every JS file it loads, split by the source of
// each byte (the build's source maps), grouped by package (node_modules/<name>) or by source
// file, and scaled to the file's gzip size. Used by `npm run bench` (scripts/bench.mjs), which
// prints the search page's and writes every route's to reports/bundle.json.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

/** node_modules/<name> (scoped: @scope/name) for a dependency; the path from the project otherwise. */
export function sourceGroup(source) {
  const path = source.replaceAll('\\', '/');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules) return `node_modules/${inModules[1]}`;
  return path.replace(/^(\.\.\/)+/, '').replace(/^\/?.*?\/(src|machines|mocks)\//, '$1/');
}

/** Bytes of one file per source group: each mapping owns the bytes up to the next one. */
export function bytesBySource(code, map) {
  const lines = code.split('\n');
  const traced = new TraceMap(map);
  const marks = [];
  eachMapping(traced, (m) => marks.push(m));
  marks.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const out = new Map();
  const add = (group, n) => n > 0 && out.set(group, (out.get(group) ?? 0) + n);
  let mapped = 0;
  marks.forEach((m, i) => {
    const next = marks[i + 1];
    const lineLength = (lines[m.generatedLine - 1] ?? '').length;
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : lineLength;
    const n = Math.max(0, end - m.generatedColumn);
    mapped += n;
    add(m.source ? sourceGroup(m.source) : '(bundler glue)', n);
  });
  add('(bundler glue)', code.length - mapped - (lines.length - 1));
  return out;
}

/** A route's first load by source group, in gzip bytes (each file's gzip size shared by its raw bytes). */
export function composition(dir, files) {
  const total = new Map();
  for (const file of files) {
    const code = readFileSync(`${dir}/${file}`, 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    const mapFile = `${dir}/${file}.map`;
    const parts = existsSync(mapFile)
      ? bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : new Map([[`(no source map) ${file}`, code.length]]);
    const raw = [...parts.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [group, n] of parts) total.set(group, (total.get(group) ?? 0) + (gzip * n) / raw);
  }
  return [...total].map(([source, bytes]) => ({ source, bytes: Math.round(bytes) })).sort((a, b) => b.bytes - a.bytes);
}
