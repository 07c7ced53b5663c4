import type { CSSProperties } from 'react';
import { darkPageTokens, themeTokens } from '@/domain/presentation';
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
 * The attributes of a property's (or group's) layout: the Theme as CSS custom properties (each
 * colour as it is, --color-secondary, ...; the tokens the pages use made readable where they are
 * used, themeTokens; the dark pages' colours, darkPageTokens), and `data-dark-page` where the
 * Theme gives dark page colours (styles.css uses them when the guest's device asks for dark).
 */
export function themeAttributes(theme: Property['Theme']): { style: CSSProperties; 'data-dark-page'?: '' } {
  const style: Record<string, string> = {};
  for (const key of THEME_KEYS) {
    const value = theme?.[key];
    if (typeof value === 'string' && value) style[`--color-${kebab(key)}`] = value;
  }
  const dark = darkPageTokens(theme);
  return {
    style: { ...style, ...themeTokens(theme), ...dark } as CSSProperties,
    ...(dark ? { 'data-dark-page': '' } : {}),
  };
}
