/**
 * Runtime checks for the responses every screen depends on (the property and its booking
 * settings, asked on every first load). They check what the app reads (and would crash on if
 * missing) and let any other field through. Written out rather than with zod: eight fields, and
 * zod's engine (5.7 KiB gzip) would be the first load's for them alone (docs/decisions.md,
 * "Responses checked without zod on the first load"); the forms' rules keep zod.
 *
 * A check returns the first problem it finds, as where and what ("PropertyId: an integer"), or
 * null when the answer can be read.
 */
export type ResponseCheck = (data: unknown) => string | null;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isNullish = (value: unknown) => value === null || value === undefined;

/** Each field's rule: what it must be, said as the problem when it is not. */
type Rule = [field: string, holds: (value: unknown) => boolean, expected: string];

function checkObject(data: unknown, rules: readonly Rule[], what: string): string | null {
  if (!isObject(data)) return `${what}: an object`;
  for (const [field, holds, expected] of rules) if (!holds(data[field])) return `${field}: ${expected}`;
  return null;
}

/** The Theme's colours, as the API names them (src/app/theme makes custom properties of them). */
export const THEME_COLOURS = [
  'Primary',
  'Secondary',
  'Accent',
  'Tertiary',
  'Dark',
  'DarkPage',
  'Positive',
  'Negative',
  'Info',
  'Warning',
  'LightPage',
  'BrandPrimary',
] as const;

/** A property's Theme: each colour text, null or left out. */
export const checkTheme: ResponseCheck = (data) =>
  checkObject(
    data,
    THEME_COLOURS.map((colour): Rule => [colour, (value) => isNullish(value) || isText(value), 'text or null']),
    'Theme',
  );

/** GET /api/Property/{code}: what every page of the property reads. */
export const checkProperty: ResponseCheck = (data) =>
  checkObject(
    data,
    [
      ['PropertyId', Number.isInteger, 'an integer'],
      ['PropertyCode', (value) => isText(value) && value.length > 0, 'text'],
      ['PropertyName', (value) => isText(value) && value.length > 0, 'text'],
      ['Currency', (value) => isText(value) && value.length === 3, 'a three-letter code'],
      ['Theme', (value) => isNullish(value) || checkTheme(value) === null, 'a Theme or null'],
    ],
    'the property',
  );

/** GET /api/Book/Config/{code}: what the booking pages read first. */
export const checkBookingConfig: ResponseCheck = (data) =>
  checkObject(
    data,
    [
      ['PropertyId', Number.isInteger, 'an integer'],
      ['MaxNumberOfRoomsOnBooking', (value) => isNullish(value) || Number.isInteger(value), 'an integer or null'],
    ],
    'the booking settings',
  );
