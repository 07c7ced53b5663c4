/**
 * Marks a page's shell drawn by a server (./searchShell): the app waits for its
 * first page before it replaces it (src/main.tsx).
 */
export const SHELL_ATTRIBUTE = 'data-server-shell';
