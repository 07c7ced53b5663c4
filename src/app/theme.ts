import type { CSSProperties } from 'react';
import { themeTokens } from '@/domain/presentation';
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

/**
 * The property's Theme as CSS custom properties: each colour as it is (--color-secondary, ...),
 * and the tokens the pages use made readable where they are used (themeTokens).
 */
export function themeStyle(theme: Property['Theme']): CSSProperties {
  const style: Record<string, string> = {};
  for (const key of THEME_KEYS) {
    const value = theme?.[key];
    if (typeof value === 'string' && value) style[`--color-${kebab(key)}`] = value;
  }
  return { ...style, ...themeTokens(theme) } as CSSProperties;
}
