/**
 * The demo data's pictures: WebP files in mocks/assets/rooms, extras and hotels
 * (<code>-<width>.webp, 3:2, drawn by scripts/draw-demo-pictures.mjs). Vite gives each file its
 * URL, so only a mock build carries them; the contract's Image lists the largest as Url and the
 * others as Renditions.
 */
import type { components } from '@/api/schema';

type Image = components['schemas']['Image'];

// files of their own even when small (no-inline): fetched and cached as pictures, not inlined in the mock's code
const FILES = import.meta.glob<string>('./assets/{rooms,extras,hotels}/*.webp', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** Every picture drawn is 3:2. */
const ASPECT = 2 / 3;

const renditions = new Map<string, Array<{ Url: string; Width: number }>>();
for (const [path, url] of Object.entries(FILES)) {
  const match = /\/(rooms|extras|hotels)\/([a-z0-9]+)-(\d+)\.webp$/.exec(path);
  const [, folder, file, width] = match ?? [];
  const name = folder && file ? `${folder}/${file}` : undefined;
  if (!name || !width) continue;
  const list = renditions.get(name) ?? [];
  list.push({ Url: url, Width: Number(width) });
  renditions.set(name, list);
}

/** A room type's pictures (by its code) as the contract's Images: one drawn for the demo, or none. */
export const roomImages = (roomTypeCode: string, alt: string): Image[] =>
  picture(`rooms/${roomTypeCode.toLowerCase()}`, alt);

/** What each extra's picture shows (its alt text), by service code. */
const EXTRA_ALTS: Record<string, string> = {
  breakfast: 'A cooked breakfast of eggs, bacon and toast with a cup of tea',
  parking: 'A car parked in a marked bay under a parking sign',
  champagne: 'A bottle of champagne in an ice bucket beside two glasses',
  spa: 'Warm stones, a rolled towel and a candle',
  latecheckout: 'A clock showing two o’clock above a made bed',
  dinner: 'A plated dinner by candlelight with a glass of wine',
  transfer: 'A car on the road to the airport, a plane overhead',
};

/** An extra's pictures (by its service code): one drawn for the demo, or none. */
export const extraImages = (serviceCode: string) => describedPicture('extras', EXTRA_ALTS, serviceCode);

/** What each hotel's picture shows (its alt text), by property code. */
const HOTEL_ALTS: Record<string, string> = {
  seaview: 'The white front of Seaview Grand on the promenade, the sea before it',
  cityloft: 'City Loft: a brick warehouse with tall lit windows among the city’s roofs',
  harbour: 'Harbour House on the quay, boats moored beside it',
  lighthouse: 'Lighthouse Inn on the headland, the lighthouse lit at dusk',
};

/** A hotel's pictures (by its property code): one drawn for the demo, or none. */
export const hotelImages = (propertyCode: string) => describedPicture('hotels', HOTEL_ALTS, propertyCode);

/** The picture of `code` in `folder` with its alt text from `alts`, as a list: none without one. */
function describedPicture(folder: string, alts: Record<string, string>, code: string): Image[] {
  const name = code.toLowerCase();
  const alt = alts[name];
  return alt ? picture(`${folder}/${name}`, alt) : [];
}

/** The drawn picture `name` as the contract's Images: its files as one Image, or none if none was drawn. */
function picture(name: string, alt: string): Image[] {
  const files = [...(renditions.get(name) ?? [])].sort((a, b) => b.Width - a.Width);
  const [largest, ...smaller] = files;
  if (!largest) return [];
  return [
    {
      Url: largest.Url,
      Width: largest.Width,
      Height: Math.round(largest.Width * ASPECT),
      Alt: alt,
      Renditions: smaller,
    },
  ];
}
