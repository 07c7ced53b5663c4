/**
 * Pictures and facts of a room type as a page shows them. The API gives a picture's largest file
 * with its pixel size and the smaller renditions (contract Image); a page needs one `src`, a
 * `srcset` to pick from by width, and the size, so the browser keeps the space before it loads.
 */
import type { components } from '@/api/schema';

type Image = components['schemas']['Image'];
type RoomTypeFacts = Pick<components['schemas']['RoomType'], 'SizeSquareMetres' | 'Beds' | 'Amenities'>;

export interface PictureView {
  src: string;
  /** every file of the picture by width, smallest first ("a.webp 480w, b.webp 960w") */
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * How wide the hotel's picture is on the search page (its `sizes`): the page, and the early-load
 * script that asks for it before the app has loaded (scripts/vite-plugin-early-load.ts), pick the
 * same file by it.
 */
export const HOTEL_PICTURE_SIZES = '(min-width: 900px) 20rem, calc(100vw - 2rem)';

/**
 * The first picture of a list as a page shows it, or null when there is none. Self-contained (no
 * other module's names): the early-load script runs this very function in the page.
 */
export function pictureView(images: readonly Image[] | undefined): PictureView | null {
  const image = images?.[0];
  if (!image) return null;
  const files = [...image.Renditions.filter((r) => r.Width < image.Width), { Url: image.Url, Width: image.Width }];
  files.sort((a, b) => a.Width - b.Width);
  return {
    src: image.Url,
    srcSet: files.map((f) => `${f.Url} ${f.Width}w`).join(', '),
    width: image.Width,
    height: image.Height,
    alt: image.Alt,
  };
}

/**
 * How the facts say a size and an occupancy. The pages give the booking catalogue's messages
 * (basketViews: "fact.size", "fact.sleepsUpTo"); the plain en-GB words are only the default of
 * a caller that gives none. DECISION: this module imports nothing at run time (the build's
 * early-load plugin loads it in Node, without the app's path aliases), so the words come in.
 */
export interface RoomFactWords {
  size: (squareMetres: number) => string;
  sleepsUpTo: (guests: number) => string;
}

const EN_GB_FACT_WORDS: RoomFactWords = {
  size: (squareMetres) => `${squareMetres} m²`,
  sleepsUpTo: (guests) => `Sleeps up to ${guests}`,
};

/**
 * A room type's facts in a line each, as the hotel gives them: "24 m²", "1 double bed", and
 * "Sleeps up to 3" when the property shows occupancy (`maxOccupancy` not null).
 */
export function roomFacts(
  roomType: Partial<RoomTypeFacts>,
  maxOccupancy: number | null,
  words: RoomFactWords = EN_GB_FACT_WORDS,
): string[] {
  const facts: string[] = [];
  if (roomType.SizeSquareMetres) facts.push(words.size(roomType.SizeSquareMetres));
  if (roomType.Beds) facts.push(roomType.Beds);
  if (maxOccupancy) facts.push(words.sleepsUpTo(maxOccupancy));
  return facts;
}
