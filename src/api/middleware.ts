import type { Middleware } from 'openapi-fetch';
import { readCookie } from './cookies';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Double-submit anti-forgery: copy cookie XSRF-TOKEN into header X-XSRF-TOKEN on writes. */
export function xsrfMiddleware(getCookie: () => string | undefined = () => readCookie(XSRF_COOKIE)): Middleware {
  return {
    onRequest({ request }) {
      if (SAFE_METHODS.has(request.method)) return undefined;
      const token = getCookie();
      if (token && !request.headers.has(XSRF_HEADER)) request.headers.set(XSRF_HEADER, token);
      return request;
    },
  };
}

/** The interface language is fixed to English. */
export const LANGUAGE_CODE = 'en';
