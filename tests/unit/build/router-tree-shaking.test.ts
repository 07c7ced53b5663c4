import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { routerTreeShaking, routerTreeShakingPlugin } from '../../../scripts/vite-plugin-router-tree-shaking';
import { bundleOf } from './bundleOf';

/** The router's production module that holds Link, NavLink, Form and ScrollRestoration. */
const routerRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const DOM_LIB = join(routerRoot, 'dist/production/lib/dom/lib.js');

/** The production build of a page that uses React Router's Link only, with the plugin or without. */
const bundleOfLink = (withPlugin: boolean) =>
  bundleOf("export { Link } from 'react-router';", withPlugin ? [routerTreeShakingPlugin()] : []);

describe("React Router's components the app does not use", () => {
  it('are left out of a build that uses Link only, and Link is in it', async () => {
    const [before, after] = await Promise.all([bundleOfLink(false), bundleOfLink(true)]);
    // NavLink's default aria-current and ScrollRestoration's storage key: there as published…
    expect(before).toContain('"aria-current"');
    expect(before).toContain('react-router-scroll-positions');
    // …and gone once their creation is known to do nothing when unused
    expect(after).not.toContain('"aria-current"');
    expect(after).not.toContain('react-router-scroll-positions');
    expect(after).toMatch(/export \{[^}]*\bLink\b/);
    // the code of Link itself (its click handler reads the modifier keys) is still there
    expect(after).toContain('metaKey');
    expect(after.length).toBeLessThan(before.length - 4000);
  }, 30_000);

  it('marks every component the published file creates at its top level, and drops only top-level names', () => {
    const published = readFileSync(DOM_LIB, 'utf8');
    const changed = routerTreeShaking(published);
    expect(changed).not.toBeNull();
    const code = changed?.code ?? '';
    const created = published.match(/\bReact\$1\.forwardRef\(/g) ?? [];
    // the file's shape the plugin expects (a new release may change it: then look again)
    expect(created.length).toBeGreaterThanOrEqual(4);
    expect(code.match(/\/\* @__PURE__ \*\/ React\$1\.forwardRef\(/g)).toHaveLength(created.length);
    expect(code).not.toMatch(/^\w+\.displayName = /m);
    // a name set inside a function (the fetcher's form, made per render) is left alone
    expect(code).toContain('FetcherForm.displayName = "fetcher.Form"');
  });

  it('leaves a call already marked pure, and code with nothing to mark, as it is', () => {
    expect(routerTreeShaking('const A = /* @__PURE__ */ React.forwardRef(render);\n')).toBeNull();
    expect(routerTreeShaking('export const x = 1;\n')).toBeNull();
  });
});
