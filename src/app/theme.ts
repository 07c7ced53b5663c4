import type { CSSProperties } from 'react';
import { brandTextColour } from '@/domain/presentation';
import type { Property } from '@/api/queries';

type ThemeKey =
  | 'Primary'
  | 'Secondary'
  | 'Accent'
  | 'Tertiary'
  | 'Dark'
  | 'DarkPage'
  | 'Positive'
  | 'Negative'
  | 'Info'
  | 'Warning'
  | 'LightPage'
  | 'BrandPrimary';

const THEME_KEYS: readonly ThemeKey[] = [
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
];

const kebab = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/** The property's Theme colours as CSS custom properties (--color-primary, ...). */
export function themeStyle(theme: Property['Theme']): CSSProperties {
  const style: Record<string, string> = {};
  if (!theme) return style;
  for (const key of THEME_KEYS) {
    const value = theme[key];
    if (typeof value === 'string' && value) style[`--color-${kebab(key)}`] = value;
  }
  const brand = theme.BrandPrimary ?? theme.Primary;
  if (typeof brand === 'string' && brand) style['--color-on-brand'] = brandTextColour(brand);
  return style as CSSProperties;
}
