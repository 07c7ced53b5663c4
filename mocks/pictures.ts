/**
 * The demo data's room pictures: WebP files in mocks/assets/rooms (<name>-<width>.webp, 3:2,
 * drawn by scripts/draw-room-pictures.mjs). Vite gives each file its URL, so only a mock build
 * carries them; the contract's Image lists the largest as Url and the others as Renditions.
 */
import type { components } from '@/api/schema';

type Image = components['schemas']['Image'];

const FILES = import.meta.glob<string>('./assets/rooms/*.webp', { query: '?url', import: 'default', eager: true });

/** Every picture drawn is 3:2. */
const ASPECT = 2 / 3;

const renditions = new Map<string, Array<{ Url: string; Width: number }>>();
for (const [path, url] of Object.entries(FILES)) {
  const match = /\/([a-z0-9]+)-(\d+)\.webp$/.exec(path);
  const [, name, width] = match ?? [];
  if (!name || !width) continue;
  const list = renditions.get(name) ?? [];
  list.push({ Url: url, Width: Number(width) });
  renditions.set(name, list);
}

/** The picture `name` (a room type's code, lower case) as the contract's Image, or null if none was drawn. */
export function roomPicture(name: string, alt: string): Image | null {
  const files = [...(renditions.get(name) ?? [])].sort((a, b) => b.Width - a.Width);
  const [largest, ...smaller] = files;
  if (!largest) return null;
  return {
    Url: largest.Url,
    Width: largest.Width,
    Height: Math.round(largest.Width * ASPECT),
    Alt: alt,
    Renditions: smaller,
  };
}
