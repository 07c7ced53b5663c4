import type { StateValue } from 'xstate';

/** Every active leaf path of a state value, dotted ("roomsAndRates.occupancy.editing"). */
export function statePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child === undefined) return [];
    // an atomic region written as {} is the region itself
    return typeof child === 'object' && Object.keys(child).length === 0 ? [path] : statePaths(child, path);
  });
}

/**
 * A snapshot's state value as one string for `data-state` (src/ui/flowRoot) and tests: the active
 * paths with dots, the regions of a parallel state separated by spaces.
 */
export function stateString(value: unknown): string {
  if (typeof value === 'string') return value;
  return value && typeof value === 'object' ? statePaths(value as StateValue).join(' ') : '';
}
