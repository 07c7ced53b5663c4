/** The mock backend's own cookie and storage names (no side effects: Node and the browser import it). */
export const SESSION_COOKIE = 'hbe_session';
export const DB_STORAGE_KEY = 'hbe-mock-db';
/** where MSW 3 keeps its cookie store in the browser */
export const MSW_COOKIE_STORE_KEY = '__msw-cookie-store__';
