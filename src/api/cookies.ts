/** Reads one cookie from a cookie header string (document.cookie by default). */
export function readCookie(name: string, source: string | undefined = globalThis.document?.cookie): string | undefined {
  if (!source) return undefined;
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
