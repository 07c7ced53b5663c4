/**
 * The security headers of every page the booking engine serves, in one place (docs/decisions.md,
 * "Content-Security-Policy and security headers"). `vite preview` (the production and mock
 * builds), `scripts/mock-api-server.mjs` and the README's host examples all take them from here;
 * `npm run headers` prints them for a deployment's settings.
 *
 * The policy is strict: scripts, styles, fonts and workers only from the app's own origin, no
 * inline script, no eval, no inline style but index.html's own first-paint style, allowed by its
 * hash (scripts/vite-plugin-inline-styles.ts; read from the built index.html). What a deployment adds comes from its
 * settings, never from a property's data at run time:
 *   - VITE_API_BASE_URL: the API's origin (connect-src), when it is not the app's own;
 *   - VITE_PAYMENT_FRAME_ORIGIN: the card provider's hosted fields (frame-src);
 *   - VITE_IMAGE_ORIGINS: where property and room images live (img-src), comma separated;
 *   - VITE_ANALYTICS=on: Google Tag Manager and the Facebook Pixel (their script, image and
 *     connect origins), which load only where a property configures them;
 *   - FRAME_ANCESTORS: the hotel sites allowed to frame the booking pages (none by default).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export interface SecuritySettings {
  /** The API's origin when it is not the app's own ('' or undefined: same origin). */
  apiOrigin?: string;
  /** The payment provider's hosted-fields origin. */
  paymentOrigin?: string;
  /**
   * The mock payment provider stands in (mock builds with no provider configured): its frame is on
   * the app's loopback twin (localhost <-> 127.0.0.1, src/payment/protocol.ts), on the same port.
   */
  mockPaymentFrame?: boolean;
  /** Origins of property and room images. */
  imageOrigins?: string[];
  /** Tag manager and pixel allowed (the build has analytics on). */
  analytics?: boolean;
  /** Sites allowed to frame the booking pages (the embedded case); none by default. */
  frameAncestors?: string[];
  /** The CSP sources ('sha256-…') of the built index.html's own <style> elements. */
  inlineStyles?: string[];
}

/** The CSP source of each <style> element of a page: `'sha256-<base64 of its text>'`. */
export function inlineStyleSources(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  );
}

/** The inline styles of the build in `dir` (none when it has not been built). */
export function builtInlineStyles(dir: string): string[] {
  const page = join(dir, 'index.html');
  return existsSync(page) ? inlineStyleSources(readFileSync(page, 'utf8')) : [];
}

/** What Google Tag Manager (with GA4) and the Facebook Pixel load and call. */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://www.facebook.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
    'https://www.facebook.com',
  ],
};

/** The origin of a URL ('https://api.example.com/v1' -> 'https://api.example.com'); '' for none. */
export function originOf(url: string | undefined): string {
  if (!url?.trim()) return '';
  try {
    return new URL(url.trim()).origin;
  } catch {
    throw new Error(`security headers: "${url}" is not an absolute URL`);
  }
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The settings of a deployment from its environment (the same variables the build reads) and its
 * build (`builtDir`: the inline style index.html carries; DIST_DIR or dist/ unless said).
 */
export function settingsFromEnv(
  env: Record<string, string | undefined>,
  builtDir: string = env.DIST_DIR ?? 'dist',
): SecuritySettings {
  return {
    inlineStyles: builtInlineStyles(builtDir),
    apiOrigin: originOf(env.VITE_API_BASE_URL),
    paymentOrigin: originOf(env.VITE_PAYMENT_FRAME_ORIGIN),
    imageOrigins: list(env.VITE_IMAGE_ORIGINS).map(originOf),
    analytics: env.VITE_ANALYTICS === 'on',
    frameAncestors: list(env.FRAME_ANCESTORS).map(originOf),
    // the mock build (VITE_API_MOCKING) frames the mock provider unless a provider is configured
    mockPaymentFrame: env.VITE_API_MOCKING === 'true' && !env.VITE_PAYMENT_FRAME_ORIGIN?.trim(),
  };
}

const unique = (values: (string | undefined | false)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/** The loopback origins the mock provider's frame and the app it serves may have (any port). */
const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*'];

const framesOfMock = (settings: SecuritySettings) => (settings.mockPaymentFrame ? LOOPBACK : ["'none'"]);

export function contentSecurityPolicy(settings: SecuritySettings = {}): string {
  const analytics = settings.analytics === true;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...(analytics ? ANALYTICS.script : [])])],
    ['style-src', unique(["'self'", ...(settings.inlineStyles ?? [])])],
    ['img-src', unique(["'self'", 'data:', ...(settings.imageOrigins ?? []), ...(analytics ? ANALYTICS.img : [])])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", settings.apiOrigin, ...(analytics ? ANALYTICS.connect : [])])],
    ['frame-src', settings.paymentOrigin ? [settings.paymentOrigin] : framesOfMock(settings)],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', settings.frameAncestors?.length ? settings.frameAncestors : ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Every security header of an HTML page or asset (the API sets its own). */
export function securityHeaders(settings: SecuritySettings = {}): Record<string, string> {
  const payment = settings.paymentOrigin ? `(self "${settings.paymentOrigin}")` : '(self)';
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    // Link codes of manage booking and pre check-in sit in the path: only the origin leaves.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': [
      ...['camera', 'microphone', 'geolocation', 'usb', 'serial', 'bluetooth'].map((feature) => `${feature}=()`),
      `payment=${payment}`,
    ].join(', '),
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/**
 * The headers of the mock payment provider's frame page (mock builds only): its own scripts and
 * styles, no calls out, no frames of its own, and framed only by the app on a loopback address.
 */
export function mockPaymentFrameHeaders(): Record<string, string> {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${LOOPBACK.join(' ')}`,
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * The headers of the build in `dir` as it is now: worked out again whenever its index.html changes,
 * so a server that outlives a rebuild names the new build's style, not the old one's.
 */
export function liveSecurityHeaders(
  env: Record<string, string | undefined>,
  dir: string,
): () => Record<string, string> {
  const page = join(dir, 'index.html');
  let stamp: number | undefined;
  let headers: Record<string, string> = {};
  return () => {
    const built = existsSync(page) ? statSync(page).mtimeMs : 0;
    if (built !== stamp) [stamp, headers] = [built, securityHeaders(settingsFromEnv(env, dir))];
    return headers;
  };
}

/** `vite preview` sends every response the headers of the build it serves (its outDir, as it is now). */
export function previewSecurityHeaders(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'preview-security-headers',
    configurePreviewServer(server) {
      const headers = liveSecurityHeaders(env, server.config.build.outDir);
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers())) res.setHeader(name, value);
        next();
      });
    },
  };
}

/** The headers in a host's configuration syntax. */
export function formatHeaders(headers: Record<string, string>, format: 'plain' | 'nginx' | 'netlify'): string {
  const rows = Object.entries(headers);
  if (format === 'nginx') return rows.map(([k, v]) => `add_header ${k} "${v}" always;`).join('\n');
  if (format === 'netlify') return ['/*', ...rows.map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return rows.map(([k, v]) => `${k}: ${v}`).join('\n');
}

// `npm run headers [-- --format nginx|netlify]`: the headers of this deployment's settings.
// The headers name the built page's style: without a build there is nothing to name, and a policy
// printed then would leave the deployed page without its first-paint style.
if (import.meta.main) {
  const at = process.argv.indexOf('--format');
  const format = (at > 0 ? process.argv[at + 1] : 'plain') as 'plain' | 'nginx' | 'netlify';
  const settings = settingsFromEnv(process.env);
  if (!settings.inlineStyles?.length) {
    console.error(
      `security headers: ${process.env.DIST_DIR ?? 'dist'}/index.html is not built: run npm run build first`,
    );
    process.exit(1);
  }
  console.log(formatHeaders(securityHeaders(settings), format));
}
