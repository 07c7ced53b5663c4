/**
 * The demo data's images (/mock-assets/...): logos and pictures drawn as SVG on request, so the
 * mock build needs no image files and a production build carries none.
 */
import { http, HttpResponse } from 'msw';

const LOGOS: Record<string, { name: string; colour: string; wide: boolean }> = {
  'seaview-logo': { name: 'Seaview Grand', colour: '#0b4f6c', wide: true },
  'cityloft-logo': { name: 'City Loft', colour: '#3d2c8d', wide: false },
  'harbour-logo': { name: 'Harbour House', colour: '#234e52', wide: true },
  'lighthouse-logo': { name: 'Lighthouse Inn', colour: '#7a2e2e', wide: true },
  'coastal-logo': { name: 'Coastal Collection', colour: '#0b4f6c', wide: true },
  'cornish-logo': { name: 'Cornish Harbours', colour: '#234e52', wide: true },
};

const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function logoSvg(name: string, colour: string, wide: boolean): string {
  const [w, h] = wide ? [400, 100] : [200, 200];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" rx="12" fill="#ffffff"/>` +
    '<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Georgia, serif" ' +
    `font-size="${wide ? 40 : 32}" fill="${colour}">${escape(name)}</text></svg>`
  );
}

export function pictureSvg(label: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#9fd3e6"/><stop offset="1" stop-color="#0b4f6c"/></linearGradient></defs>' +
    '<rect width="640" height="400" fill="url(#g)"/>' +
    '<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" ' +
    `font-size="32" fill="#ffffff">${escape(label)}</text></svg>`
  );
}

const svg = (body: string) =>
  new HttpResponse(body, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' } });

export const assetHandlers = [
  http.get('*/mock-assets/*', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/mock-assets\//, '');
    const base = path.replace(/\.[a-z]+$/i, '');
    const logo = LOGOS[base];
    if (logo) return svg(logoSvg(logo.name, logo.colour, logo.wide));
    const label = base.split('/').pop()?.replace(/[-_]/g, ' ') ?? 'picture';
    return svg(pictureSvg(label.charAt(0).toUpperCase() + label.slice(1)));
  }),
];
