/**
 * React Router's components the app does not use, left out of the build. The router's production
 * files create their components at the top of a module (`const Form = React$1.forwardRef(...)`)
 * and name them there (`Form.displayName = "Form"`): a call the bundler cannot know to be free of
 * effects, and a property written on its result. So every component of a module the app imports
 * anything from stays in the build, used or not: NavLink, Form, ScrollRestoration, the history
 * router, and what only they call (the form submission helpers, the view-transition hook), ~6 KB
 * of code and 1.8 KiB gzip on every route's first load.
 *
 * This marks those calls as pure (`/* @__PURE__ *\/`, as React's own builds and most libraries
 * mark theirs) and drops the names written at a module's top level (read by React's developer
 * tools only; the production build's other components are nameless too). A component the app
 * uses stays whole; one it does not is left out. Only React Router's production files are
 * touched: dev and the tests' Node and browser runs load the library as published.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** React Router's production files (not its development build, which dev serves). */
const ROUTER_PRODUCTION_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;
/** A component created at a module's top level, not yet marked pure. */
const UNMARKED_FORWARD_REF = /(?<!__PURE__\s*\*\/\s*)\bReact(?:\$\d+)?\.forwardRef\(/g;
/** A name written at a module's top level: `Form.displayName = "Form";` on a line of its own. */
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** The file's code with its components marked pure and their top-level names dropped (null: no change). */
export function routerTreeShaking(code: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const out = new MagicString(code);
  for (const match of code.matchAll(UNMARKED_FORWARD_REF)) out.prependLeft(match.index, '/* @__PURE__ */ ');
  for (const match of code.matchAll(TOP_LEVEL_DISPLAY_NAME)) out.remove(match.index, match.index + match[0].length);
  if (!out.hasChanged()) return null;
  return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
}

export function routerTreeShakingPlugin(): Plugin {
  return {
    name: 'router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_PRODUCTION_FILE },
      handler(code, id) {
        return ROUTER_PRODUCTION_FILE.test(id) ? routerTreeShaking(code) : null;
      },
    },
  };
}
