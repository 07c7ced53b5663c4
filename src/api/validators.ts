import { z } from 'zod';

/**
 * Runtime checks for the responses every screen depends on. They check what the app reads
 * (and would crash on if missing) and let any other field through.
 */
const colour = z.string().nullish();

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
  PropertyId: z.number().int(),
  PropertyCode: z.string().min(1),
  PropertyName: z.string().min(1),
  Currency: z.string().length(3),
  Theme: themeSchema.nullish(),
});

export const bookingConfigSchema = z.looseObject({
  PropertyId: z.number().int(),
  MaxNumberOfRoomsOnBooking: z.number().int().nullish(),
});
