import type { CSSProperties } from 'react';
import { darkPageTokens, themeTokens } from '@/domain/presentation';
import type { Property } from '@/api/queries';
import { THEME_COLOURS } from '@/api/validators';

const kebab = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The attributes of a property's (or group's) layout: the Theme as CSS custom properties (each
 * colour as it is, --color-secondary, ...; the tokens the pages use made readable where they are
 * used, themeTokens; the dark pages' colours, darkPageTokens), and `data-dark-page` where the
 * Theme gives dark page colours (styles.css uses them when the guest's device asks for dark).
 */
export function themeAttributes(theme: Property['Theme']): { style: CSSProperties; 'data-dark-page'?: '' } {
  const style: Record<string, string> = {};
  for (const key of THEME_COLOURS) {
    const value = theme?.[key];
    if (typeof value === 'string' && value) style[`--color-${kebab(key)}`] = value;
  }
  const dark = darkPageTokens(theme);
  return {
    style: { ...style, ...themeTokens(theme), ...dark } as CSSProperties,
    ...(dark ? { 'data-dark-page': '' } : {}),
  };
}

/** A custom property's name, and a colour's value (no character that could end a rule or a style element). */
const CSS_NAME = /^--[a-z0-9-]+$/;
const CSS_VALUE = /^[#\w\s.,%()+-]+$/;
const PROPERTY_CODE = /^[\w-]+$/;

/**
 * The Theme of a property's pages as a stylesheet's rule, for a page whose HTML cannot carry a
 * style attribute (a policy without 'unsafe-inline' refuses it): the search page's shell that a
 * server sends before the app runs. The same custom properties as themeAttributes, on the frame of
 * that property only (a page the app moves to another property keeps the rule unused); a value
 * that is not a colour's is left out, and a code that is not one gives no rule.
 */
export function themeRule(code: string, theme: Property['Theme']): string {
  if (!PROPERTY_CODE.test(code)) return '';
  const declarations = Object.entries(themeAttributes(theme).style)
    .filter(([name, value]) => CSS_NAME.test(name) && CSS_VALUE.test(String(value)))
    .map(([name, value]) => `${name}:${String(value)}`);
  return `.property-layout[data-property="${code}"]{${declarations.join(';')}}`;
}
