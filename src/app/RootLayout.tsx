import { Outlet, useLocation, useNavigation } from 'react-router';
import { NotificationsProvider } from '@/ui/notifications';
import { commonText as t } from '@/i18n/common';
import '@/ui/visually-hidden.css';

/**
 * While the next page's data loads, the guest sees it at once: a bar at the top of the window and
 * a status for screen readers (the old page does not sit there silently). A new search on the
 * same page (its address's query) is no new page and shows nothing here.
 */
function NavigationProgress() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <div className="navigation-progress" role="status">
      {loading ? (
        <>
          <span className="navigation-progress__bar" aria-hidden="true" />
          <span className="visually-hidden">{t('loadingPage')}</span>
        </>
      ) : null}
    </div>
  );
}

export function RootLayout() {
  return (
    <NotificationsProvider>
      <NavigationProgress />
      <Outlet />
    </NotificationsProvider>
  );
}

export function HydrateFallback() {
  return (
    <p className="page-loading" role="status">
      {t('loading')}
    </p>
  );
}
