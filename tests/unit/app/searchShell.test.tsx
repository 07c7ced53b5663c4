import { describe, expect, it } from 'vitest';
import { searchShell } from '@/app/searchShell';
import { themeRule } from '@/app/theme';
import type { Property } from '@/api/queries';

/** A Theme that gives only its primary colour (an answer may leave colours out). */
const only = (colours: Partial<Property['Theme']>) => colours as Property['Theme'];
import { withMockBackend } from '../../coverage/mockBackend';

/** SEAVIEW's answer as the production server gets it (the mock backend in Node). */
const seaview = (await withMockBackend(async () => (await globalThis.fetch('/api/Property/SEAVIEW')).json())) as Record<
  string,
  unknown
> & { Theme: Record<string, string> };

describe("the search page's shell, drawn by a server from the property's answer", () => {
  it('draws the hotel as the search page does: its menu, name, address, rating and picture', () => {
    const { html, css } = searchShell(seaview);
    expect(html).toContain('<a href="/Manage/SEAVIEW" data-discover="true">Manage booking</a>');
    expect(html).toContain('<h1 tabindex="-1" data-page-heading="">Book your stay at Seaview Grand Hotel</h1>');
    expect(html).toContain('<p class="search-page__address">1 Marine Parade, Brighton BN2 1TL, United Kingdom</p>');
    expect(html).toContain('★★★★</span> 4-star hotel');
    const picture = /<img class="picture search-page__picture"[^>]*>/.exec(html)?.[0] ?? '';
    expect(picture).toMatch(/ srcSet="[^"]*seaview-480\.webp[^"]* 480w, [^"]*960w, [^"]*1440w"/);
    expect(picture).toContain(' sizes="(min-width: 900px) 20rem, calc(100vw - 2rem)" width="1440" height="960"');
    expect(picture).toContain(' alt="The white front of Seaview Grand on the promenade, the sea before it"');
    expect(picture).toContain(' loading="eager" fetchPriority="high"');
    // marked for the app (it waits for its first page before replacing it), no style attribute
    const frame = '<div data-server-shell=""><div class="property-layout" data-dark-page="" data-property="SEAVIEW">';
    expect(html.replace(/^(<link [^>]+>)*/, '').startsWith(frame)).toBe(true);
    expect(html).not.toContain('style=');
    expect(css).toMatch(/^\.property-layout\[data-property="SEAVIEW"\]\{--color-primary:#0b4f6c;/);
  });

  it("says a name as text, whatever it holds, and leaves out a Theme value that is not a colour's", () => {
    const { html, css } = searchShell({
      ...seaview,
      PropertyName: 'The <b>Grand</b> & "Sea"',
      Theme: { ...seaview.Theme, Primary: 'red}</style><script>alert(1)</script>', Accent: '#c38247' },
    });
    expect(html).toContain('Book your stay at The &lt;b&gt;Grand&lt;/b&gt; &amp; &quot;Sea&quot;');
    expect(html).not.toContain('<b>');
    // the app's own default in its place, as the layout's attributes give it
    expect(css).toContain('--color-primary:#1d3557;');
    expect(css).not.toMatch(/[<>]|alert/);
    expect(css).toContain('--color-accent:#c38247');
  });

  it('refuses an answer the app would refuse', () => {
    expect(() => searchShell({ PropertyName: 'No code' })).toThrow();
  });
});

describe('themeRule', () => {
  it("writes the Theme's colours for the frame of one property (worked by hand)", () => {
    // a dark primary: white on it, itself on the page; the colours it does not give, the app's own
    expect(themeRule('CITY-2', only({ Primary: '#112233' }))).toBe(
      '.property-layout[data-property="CITY-2"]{--color-primary:#112233;--color-brand-primary:#112233;' +
        '--color-on-brand:#ffffff;--color-brand-on-page:#112233;--color-accent:#e76f51;--color-negative:#b3261e;' +
        '--color-positive:#1b7f3b;--color-warning:#8a5a00}',
    );
  });

  it('gives no rule for a code that could leave its selector', () => {
    expect(themeRule('X"]{}*{color:red', only({ Primary: '#112233' }))).toBe('');
  });
});
