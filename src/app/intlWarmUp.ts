/**
 * The first number or date a page formats costs the browser's thread 30-80 ms (Chromium on this
 * machine, a fresh tab: the formatting library's data and caches are set up on first use), and it
 * falls in the page's first render, where a guest's tap waits for it. That set-up is the process's,
 * not the thread's: formatted once in a worker first, the page's own first number takes 0.2 ms.
 * So the app starts a worker that formats one of each kind in the interface's locale and ends,
 * while the page's code and data load. A browser without workers, or one that refuses this one,
 * loses nothing: the page formats as before.
 */
import { interfaceLocale } from '@/i18n/catalogue';

export function warmUpIntl(): void {
  try {
    const worker = new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = () => worker.terminate();
    worker.onerror = () => worker.terminate();
    worker.postMessage(interfaceLocale());
  } catch {
    // no worker here: the page's first formatting sets it up, as without this
  }
}
