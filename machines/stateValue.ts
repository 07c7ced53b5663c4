/**
 * A snapshot's state value as one string for `data-state` and tests: the active path with dots
 * ("roomsAndRates.occupancy.editing"), the regions of a parallel state separated by spaces.
 */
export function stateString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => {
        const inner = stateString(child);
        return inner === '' ? key : `${key}.${inner}`;
      })
      .join(' ');
  }
  return '';
}
