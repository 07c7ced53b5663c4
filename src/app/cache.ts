/**
 * Per-session memo for data that does not change while a guest is on the site (property data,
 * configurations). A failed load is forgotten so the next navigation tries again.
 */
const entries = new Map<string, Promise<unknown>>();

export function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
  const existing = entries.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const promise = load().catch((error: unknown) => {
    entries.delete(key);
    throw error;
  });
  entries.set(key, promise);
  return promise;
}

export function forget(prefix: string): void {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}
