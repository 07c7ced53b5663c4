import * as z from 'zod/mini';

/**
 * Runtime checks for the responses every screen depends on. They check what the app reads
 * (and would crash on if missing) and let any other field through. zod/mini keeps them a few
 * KiB in the first load.
 */
const colour = z.nullish(z.string());

export const themeSchema = z.looseObject({
  Primary: colour,
  Secondary: colour,
  Accent: colour,
  Tertiary: colour,
  Dark: colour,
  DarkPage: colour,
  Positive: colour,
  Negative: colour,
  Info: colour,
  Warning: colour,
  LightPage: colour,
  BrandPrimary: colour,
});

export const propertySchema = z.looseObject({
  PropertyId: z.int(),
  PropertyCode: z.string().check(z.minLength(1)),
  PropertyName: z.string().check(z.minLength(1)),
  Currency: z.string().check(z.length(3)),
  Theme: z.nullish(themeSchema),
});

export const bookingConfigSchema = z.looseObject({
  PropertyId: z.int(),
  MaxNumberOfRoomsOnBooking: z.nullish(z.int()),
});
