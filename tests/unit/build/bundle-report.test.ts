/**
 * The bench's bundle report (scripts/bundle-report.mjs): each byte of a built file goes to the
 * source its source map names, grouped by package or source file.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of the scripts, without types
import { bytesBySource, sourceGroup } from '../../../scripts/bundle-report.mjs';

describe('bundle report', () => {
  it('groups a dependency by its package (scoped too) and keeps our files by their path', () => {
    expect(sourceGroup('../node_modules/react-dom/cjs/react-dom.production.js')).toBe('node_modules/react-dom');
    expect(sourceGroup('../../node_modules/@xstate/react/dist/index.js')).toBe('node_modules/@xstate/react');
    expect(sourceGroup('../src/domain/money.ts')).toBe('src/domain/money.ts');
  });

  it('gives each mapping the bytes up to the next, and what no source owns to the bundler', () => {
    // "abcdef": a.ts from column 0, react from column 2, nothing from column 5
    // (segments [0,0,0,0] "AAAA", [+2,+1,0,0] "ECAA", [+3] "G")
    const map = {
      version: 3,
      sources: ['../src/a.ts', '../node_modules/react/index.js'],
      names: [],
      mappings: 'AAAA,ECAA,G',
    };
    expect(Object.fromEntries(bytesBySource('abcdef', map))).toEqual({
      'src/a.ts': 2,
      'node_modules/react': 3,
      '(bundler glue)': 1,
    });
  });
});
