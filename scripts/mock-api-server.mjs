#!/usr/bin/env node
// Serves the production build (dist/) with the mock backend answering /api over real HTTP,
// so Lighthouse can measure the app as a guest gets it (no service worker, no in-browser
// database). The handlers are the same MSW handlers, run in Node through Vite's module loader.
// Usage: node scripts/mock-api-server.mjs [port]
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer as createVite } from 'vite';
import { getResponse } from 'msw';
import { inlineStyleSources, liveSecurityHeaders, securityHeaders, settingsFromEnv } from './security-headers.ts';

const port = Number(process.argv[2] ?? 4181);
/** The build to serve: dist/ unless DIST_DIR says otherwise (e.g. an unminified build to profile). */
const dist = process.env.DIST_DIR ?? 'dist';
const vite = await createVite({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  mode: 'test',
  logLevel: 'error',
});
const { handlers } = await vite.ssrLoadModule('/mocks/handlers/index.ts');
const { searchShell } = await vite.ssrLoadModule('/src/app/searchShell.tsx');
const { ROUTES_FILE } = await vite.ssrLoadModule('/scripts/vite-plugin-early-load.ts');
const { resetMockDb } = await vite.ssrLoadModule('/mocks/db/index.ts');
await resetMockDb();

/** What a real host sends with every page and asset (the API answers set their own). */
const pageHeaders = liveSecurityHeaders(process.env, dist);

/** The search page's address: /Book/{code}, its query aside. */
const SEARCH_PAGE = /^\/Book\/([^/]+)\/?$/;
const SHELL = /<!-- shell -->[\s\S]*?<!-- \/shell -->/;

/**
 * The search page as a server that knows the hotel sends it: its shell drawn from the property's
 * answer by the app's own components (src/app/searchShell.tsx), the route's styles
 * and the Theme written into the page's one style element, and the policy naming that style.
 * Null when the property is unknown (the app's own page says so) or the build has no shell's mark.
 */
async function searchPageWithShell(code) {
  const answer = await getResponse(handlers, new Request(`http://localhost/api/Property/${encodeURIComponent(code)}`));
  if (!answer?.ok) return null;
  const [index, routes] = await Promise.all([
    readFile(join(dist, 'index.html'), 'utf8'),
    readFile(join(dist, ROUTES_FILE), 'utf8').then(JSON.parse),
  ]);
  if (!SHELL.test(index)) return null;
  const { html, css } = searchShell(await answer.json());
  const routeCss = await Promise.all((routes['']?.css ?? []).map((href) => readFile(join(dist, href), 'utf8')));
  const page = index.replace(SHELL, () => html).replace('</style>', () => `${routeCss.join('')}${css}</style>`);
  const styles = inlineStyleSources(page);
  return { page, headers: securityHeaders({ ...settingsFromEnv(process.env, dist), inlineStyles: styles }) };
}

const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webp': 'image/webp',
};

/** The demo data's pictures (mocks/pictures.ts): in a mock build Vite ships them; here they come from the repo. */
const mockAssets = normalize(join(process.cwd(), 'mocks/assets'));

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/** Compresses text bodies as any production host does (gzip when the browser accepts it). */
function send(req, res, status, headers, body) {
  const type = String(headers['content-type'] ?? '');
  if (
    body.length > 1024 &&
    /json|javascript|css|html|svg/.test(type) &&
    /gzip/.test(String(req.headers['accept-encoding'] ?? ''))
  ) {
    body = gzipSync(body);
    headers = { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' };
    delete headers['content-length'];
  }
  res.writeHead(status, { ...headers, 'content-length': String(body.length) });
  res.end(body);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  try {
    if (
      url.pathname.startsWith('/api/') ||
      url.pathname === '/jsnlog.logger' ||
      url.pathname.startsWith('/mock-assets/')
    ) {
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const request = new Request(url, { method: req.method, headers: req.headers, body });
      const response =
        (await getResponse(handlers, request)) ??
        new Response(JSON.stringify({ Message: 'Not found' }), { status: 404 });
      const headers = {};
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') headers[key] = value;
      });
      const cookies = response.headers.getSetCookie?.() ?? [];
      if (cookies.length) headers['set-cookie'] = cookies;
      send(req, res, response.status, headers, Buffer.from(await response.arrayBuffer()));
      return;
    }
    if (url.pathname.startsWith('/mocks/assets/')) {
      const picture = normalize(join(process.cwd(), decodeURIComponent(url.pathname)));
      const found = picture.startsWith(mockAssets) && (await stat(picture).catch(() => null))?.isFile();
      if (!found) {
        res.writeHead(404).end();
        return;
      }
      const type = types[extname(picture)] ?? 'application/octet-stream';
      send(req, res, 200, { 'content-type': type, 'cache-control': 'no-cache' }, await readFile(picture));
      return;
    }
    const searchPage = SEARCH_PAGE.exec(url.pathname);
    const shell = searchPage && (await searchPageWithShell(decodeURIComponent(searchPage[1])));
    if (shell) {
      send(
        req,
        res,
        200,
        { ...shell.headers, 'content-type': types['.html'], 'cache-control': 'no-cache' },
        Buffer.from(shell.page),
      );
      return;
    }
    let file = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (!file.startsWith(normalize(dist)) || !(await stat(file).catch(() => null))?.isFile())
      file = join(dist, 'index.html');
    const cacheable = file.includes('/assets/');
    send(
      req,
      res,
      200,
      {
        ...pageHeaders(),
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': cacheable ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
      await readFile(file),
    );
  } catch (error) {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Message: String(error) }));
  }
});
server.listen(port, '127.0.0.1', () => console.log(`production build + mock API on http://127.0.0.1:${port}`));
