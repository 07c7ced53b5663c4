import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, isMockModule } from '../../../scripts/vite-plugin-compile-hint';

const ROOT = '/app';

/** A bundle as Vite hands it to `generateBundle`: a chunk with its source map, as a file and an object. */
function bundleWith(code: string, moduleIds = ['/app/src/features/booking/SearchPage.tsx']) {
  const mappings = 'AAAA,CAAC;AACD';
  return {
    'assets/page-1.js': { type: 'chunk' as const, fileName: 'assets/page-1.js', code, map: { mappings }, moduleIds },
    'assets/page-1.js.map': {
      type: 'asset' as const,
      source: JSON.stringify({ version: 3, mappings, sources: ['page.ts'] }),
    },
    'assets/page-1.css': { type: 'asset' as const, source: '.a{color:red}' },
  };
}

describe("V8's compile hint in the build's chunks", () => {
  it('comes first, before the lazy imports’ list Vite writes at the top of a chunk', () => {
    const bundle = bundleWith('const __vite__mapDeps=(i)=>i;\nexport const a=1;');
    addCompileHints(bundle, ROOT);
    const chunk = bundle['assets/page-1.js'];
    expect(chunk.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(chunk.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport const a=1;`);
  });

  it('moves the source maps a line down with the code: the object and the file', () => {
    const bundle = bundleWith('export const a=1;');
    addCompileHints(bundle, ROOT);
    // each ';' of the mappings ends a generated line: the hint's line maps to nothing
    expect(bundle['assets/page-1.js'].map.mappings).toBe(';AAAA,CAAC;AACD');
    const file = JSON.parse(String(bundle['assets/page-1.js.map'].source)) as { mappings: string; sources: string[] };
    expect(file.mappings).toBe(';AAAA,CAAC;AACD');
    expect(file.sources).toEqual(['page.ts']);
  });

  it('is added once, and leaves other files alone', () => {
    const bundle = bundleWith('export const a=1;');
    addCompileHints(bundle, ROOT);
    addCompileHints(bundle, ROOT);
    expect(bundle['assets/page-1.js'].code).toBe(`${COMPILE_HINT}\nexport const a=1;`);
    expect(bundle['assets/page-1.js'].map.mappings).toBe(';AAAA,CAAC;AACD');
    expect(bundle['assets/page-1.css'].source).toBe('.a{color:red}');
  });

  it("tells a mock build's own code by its path from the project's root", () => {
    expect(isMockModule('/app/mocks/browser.ts', ROOT)).toBe(true);
    expect(isMockModule('/app/node_modules/msw/lib/browser/index.mjs', ROOT)).toBe(true);
    expect(isMockModule('/app/node_modules/@mswjs/interceptors/lib/index.mjs', ROOT)).toBe(true);
    // the app's own code, wherever the project is (a folder named mocks above it)
    expect(isMockModule('/home/mocks/app/src/ui/Picture.tsx', '/home/mocks/app')).toBe(false);
    expect(isMockModule('/app/src/api/client.ts', ROOT)).toBe(false);
    expect(isMockModule('/app/node_modules/mswatch/index.js', ROOT)).toBe(false);
  });

  it("leaves out a mock build's in-browser backend (not the product; most of it never runs in a page)", () => {
    for (const id of [
      '/app/mocks/browser.ts',
      '/app/node_modules/msw/lib/browser/index.mjs',
      '/app/node_modules/@msw/data/index.js',
    ]) {
      const bundle = bundleWith('export const a=1;', ['/app/src/ui/Picture.tsx', id]);
      addCompileHints(bundle, ROOT);
      expect(bundle['assets/page-1.js'].code).toBe('export const a=1;');
      expect(bundle['assets/page-1.js'].map.mappings).toBe('AAAA,CAAC;AACD');
    }
  });
});
