import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  builtInlineStyles,
  formatHeaders,
  inlineStyleSources,
  liveSecurityHeaders,
  mockPaymentFrameHeaders,
  originOf,
  securityHeaders,
  settingsFromEnv,
} from '../../../scripts/security-headers';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('by default allows scripts, styles and calls from the app itself only, and no framing', () => {
    expect(directives(contentSecurityPolicy())).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("adds a deployment's API, payment frame, images, analytics and framing sites where they belong", () => {
    const csp = directives(
      contentSecurityPolicy(
        settingsFromEnv({
          VITE_API_BASE_URL: 'https://api.hotel.example/v1/',
          VITE_PAYMENT_FRAME_ORIGIN: 'https://pay.example',
          VITE_IMAGE_ORIGINS: 'https://img.hotel.example, https://cdn.example/rooms',
          VITE_ANALYTICS: 'on',
          FRAME_ANCESTORS: 'https://www.hotel.example',
        }),
      ),
    );
    expect(csp['connect-src']).toContain('https://api.hotel.example');
    expect(csp['frame-src']).toEqual(['https://pay.example']);
    expect(csp['img-src']).toEqual(expect.arrayContaining(['https://img.hotel.example', 'https://cdn.example']));
    expect(csp['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net']);
    expect(csp['frame-ancestors']).toEqual(['https://www.hotel.example']);
    // whatever the settings: no inline code, no eval
    expect(Object.values(csp).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  });

  it("allows index.html's own first-paint style by its hash, and no other inline style", () => {
    // sha256 of "body{margin:0}", base64 (openssl dgst -sha256 -binary | base64)
    const hash = "'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='";
    expect(inlineStyleSources('<head><style>body{margin:0}</style></head><p style="x">')).toEqual([hash]);
    const dir = mkdtempSync(join(tmpdir(), 'built-'));
    writeFileSync(join(dir, 'index.html'), '<style>body{margin:0}</style>');
    expect(directives(contentSecurityPolicy(settingsFromEnv({}, dir)))['style-src']).toEqual(["'self'", hash]);
    expect(builtInlineStyles(join(dir, 'not-built'))).toEqual([]);
  });

  it('a server that outlives a rebuild names the new build’s style', () => {
    const dir = mkdtempSync(join(tmpdir(), 'built-'));
    const page = join(dir, 'index.html');
    const headers = liveSecurityHeaders({}, dir);
    const styleSrc = () => directives(headers()['Content-Security-Policy']!)['style-src'];
    expect(styleSrc()).toEqual(["'self'"]);
    writeFileSync(page, '<style>body{margin:0}</style>');
    utimesSync(page, 1_000, 1_000);
    expect(styleSrc()).toEqual(["'self'", ...inlineStyleSources('<style>body{margin:0}</style>')]);
    writeFileSync(page, '<style>p{}</style>');
    utimesSync(page, 2_000, 2_000);
    expect(styleSrc()).toEqual(["'self'", ...inlineStyleSources('<style>p{}</style>')]);
  });

  it('a mock build frames the mock card provider on a loopback address only, unless a provider is configured', () => {
    const mock = directives(contentSecurityPolicy(settingsFromEnv({ VITE_API_MOCKING: 'true' })));
    expect(mock['frame-src']).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(mock['frame-ancestors']).toEqual(["'none'"]);
    const configured = settingsFromEnv({ VITE_API_MOCKING: 'true', VITE_PAYMENT_FRAME_ORIGIN: 'https://pay.example' });
    expect(directives(contentSecurityPolicy(configured))['frame-src']).toEqual(['https://pay.example']);
    expect(directives(contentSecurityPolicy(settingsFromEnv({})))['frame-src']).toEqual(["'none'"]);
  });

  it("the mock card provider's page: its own code only, no calls out, framed by the app on a loopback address", () => {
    const headers = mockPaymentFrameHeaders();
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp).toMatchObject({
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'connect-src': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ['http://localhost:*', 'http://127.0.0.1:*'],
    });
    expect(headers['Referrer-Policy']).toBe('no-referrer');
  });

  it('refuses a setting that is not an absolute URL rather than writing a broken policy', () => {
    expect(() => originOf('api.hotel.example')).toThrow(/not an absolute URL/);
    expect(originOf('')).toBe('');
  });
});

describe('the other headers', () => {
  it('keep the path (and its link codes) from other sites, forbid sniffing and unused powerful features', () => {
    const headers = securityHeaders({ paymentOrigin: 'https://pay.example' });
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('payment=(self "https://pay.example")');
  });

  it('print in the syntax of common hosts', () => {
    const headers = { 'X-Content-Type-Options': 'nosniff' };
    expect(formatHeaders(headers, 'nginx')).toBe('add_header X-Content-Type-Options "nosniff" always;');
    expect(formatHeaders(headers, 'netlify')).toBe('/*\n  X-Content-Type-Options: nosniff');
  });
});
