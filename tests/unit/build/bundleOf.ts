import { rolldown, type Plugin } from 'rolldown';

/**
 * The production bundle (ES module, React left out) of a one-line page, `entry`, built by Rolldown
 * (the bundler of the app's builds) with the given plugins: what a build plugin changes in it.
 */
export async function bundleOf(entry: string, plugins: Plugin[], { minify = false } = {}): Promise<string> {
  const bundle = await rolldown({
    input: 'entry',
    logLevel: 'silent',
    external: ['react', 'react-dom', /^react\//, /^react-dom\//],
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? id : null),
        load: (id) => (id === 'entry' ? entry : null),
      },
      ...plugins,
    ],
  });
  const { output } = await bundle.generate({ format: 'esm', minify });
  await bundle.close();
  return output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}
