/**
 * V8's file-level explicit compile hint (Chromium 136 and later; to other engines, a comment) as the
 * first line of every chunk the build writes (builds only).
 *
 * A chunk of the app loads when its code is about to run. Without the hint V8 compiles each
 * function on the page's thread at its first call, after a first quick pass over it at load that the
 * full parse then repeats; with it V8 compiles all of a chunk's functions as the chunk loads (a
 * streamed chunk off the page's thread). Measured in docs/decisions.md ("compile hints").
 *
 * V8 reads the hint only before the file's first token, and Vite puts the list of a chunk's lazy
 * imports' files (`const __vite__mapDeps=…`) at the top of a chunk after every plugin's own
 * `generateBundle`: the hint is added after that (`order: 'post'`), and each source map moved down
 * a line with it.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface ChunkLike {
  type: 'chunk';
  code: string;
  map?: { mappings: string } | null;
  fileName: string;
  /** the chunk's source map's file, when written apart */
  sourcemapFileName?: string | null;
  moduleIds: readonly string[];
}
interface AssetLike {
  type: 'asset';
  source: string | Uint8Array;
}

/**
 * A module of a mock build's own code (the in-browser backend: its handlers, data, MSW; the mock
 * payment provider's page), by its path from the project's root: not the product, and most of it
 * does not run in a page, which it would then compile whole (measured: choosing a rate in the mock
 * build, two or three long tasks of 50-80 ms in ten choices with it hinted, none without).
 */
export function isMockModule(id: string, root: string): boolean {
  const path = relative(root, id).replaceAll('\\', '/');
  return /^(mocks\/|node_modules\/(msw|@msw|@mswjs)\/)/.test(path);
}

/** The app's chunks of a bundle with the hint first (and their source maps a line down), in place. */
export function addCompileHints(bundle: Record<string, ChunkLike | AssetLike>, root: string): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code.startsWith(`${COMPILE_HINT}\n`)) continue;
    if (chunk.moduleIds.some((id) => isMockModule(id, root))) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    // a source map's lines are its mappings' ';'-separated groups: an empty one first
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapAsset = bundle[chunk.sourcemapFileName ?? `${chunk.fileName}.map`];
    if (mapAsset?.type === 'asset') {
      const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      mapAsset.source = JSON.stringify(map);
    }
  }
}

export function compileHint(): Plugin {
  let root = process.cwd();
  return {
    name: 'hbe:compile-hint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // a chunk's name changes with the hint (a browser's cached copy without it is not used)
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        // an inline map is a comment at a chunk's end, which would have to be written again
        if (options.sourcemap === 'inline') this.error('the compile hint does not move inline source maps');
        addCompileHints(bundle as unknown as Record<string, ChunkLike | AssetLike>, root);
      },
    },
  };
}
