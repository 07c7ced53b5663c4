import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { isApiError } from '@/api/errors';
import { Page } from '@/ui/Page';
import { commonText as t } from '@/i18n/common';

/** Error header labels from the spec: Not found, Error, Unauthorised, Warning. */
export function NotFoundPage({ message, propertyCode }: { message?: string; propertyCode?: string }) {
  return (
    <Page title={t('notFound.title')}>
      <p>{message ?? t('notFound.page')}</p>
      {propertyCode ? (
        <p>
          <Link to={`/Book/${propertyCode}`}>{t('notFound.bookingPage')}</Link>
        </p>
      ) : null}
    </Page>
  );
}

/** An address under a hotel (found) that is no page of it: the way to its booking page. */
export function UnknownHotelPage() {
  return <NotFoundPage propertyCode={useParams().propertyCode} />;
}

export function UnauthorisedPage() {
  return (
    <Page title={t('unauthorised.title')}>
      <p>{t('unauthorised.page')}</p>
    </Page>
  );
}

export function ErrorPage({ message }: { message?: string }) {
  return (
    <Page title={t('error.title')}>
      <p>{message ?? t('error.page')}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('tryAgain')}
        </button>
      </p>
    </Page>
  );
}

const CHUNK_ERROR = new RegExp(
  [
    'Failed to fetch dynamically imported module',
    'Importing a module script failed',
    'error loading dynamically imported module',
    'Unable to preload CSS',
  ].join('|'),
  'i',
);
const RELOAD_KEY = 'hbe:chunk-reload';

/** A lazily loaded page that failed to load: reload the target address once (spec). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

function reloadOnceFor(href: string): boolean {
  try {
    const last = sessionStorage.getItem(RELOAD_KEY);
    if (last === href) return false;
    sessionStorage.setItem(RELOAD_KEY, href);
  } catch {
    // storage unavailable: still reload once per page life
  }
  window.location.assign(href);
  return true;
}

/** errorElement of the routes: 404s, chunk-load failures and unexpected errors. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnceFor(window.location.href)) {
    return <p role="status">{t('reloadingPage')}</p>;
  }
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: string } | undefined;
    if (error.status === 404) return <NotFoundPage message={body?.message} />;
    if (error.status === 401 || error.status === 403) return <UnauthorisedPage />;
    return <ErrorPage message={body?.message} />;
  }
  return <ErrorPage message={guestErrorText(error)} />;
}

/**
 * What an unexpected error may say to a guest: a failed call's message is written for guests
 * (src/api/errors); a program's exception text ("Cannot convert undefined or null to object")
 * never reaches the screen.
 */
export function guestErrorText(error: unknown): string | undefined {
  return isApiError(error) && error.message.trim() ? error.message : undefined;
}
