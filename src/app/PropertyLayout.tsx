import { lazy, Suspense, useEffect, useState } from 'react';
import { Notifications } from '@/ui/notifications';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { PropertyFrame } from './PropertyFrame';
import { useNavigationEffects } from './navigation';
import { forget } from './cache';
import { useSession } from '@/ui/session';
import { usePropertyData } from '@/ui/useProperty';
import { SessionProvider } from './SessionProvider';
import { commonText as t } from '@/i18n/common';

/** The login dialog's code (its form's machine, schema and messages) loads the first time a guest opens it. */
const LoginDialog = lazy(() => import('@/features/account/LoginDialog').then((m) => ({ default: m.LoginDialog })));
/** The contact dialog's code, too, loads the first time a guest opens it. */
const ContactDialog = lazy(() => import('./ContactDialog').then((m) => ({ default: m.ContactDialog })));

function LoginDialogWhenOpened() {
  const { isLoginOpen } = useSession();
  const [opened, setOpened] = useState(false);
  if (isLoginOpen && !opened) setOpened(true);
  // once loaded it stays mounted, so closing returns focus to the control that opened it
  return opened ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}

/** Layout of every page of one property: theme, header with logo and menu, contact-us dialog. */
export function PropertyLayout() {
  const { property, user } = usePropertyData();
  const [contactOpen, setContactOpen] = useState(false);
  const [contactOpened, setContactOpened] = useState(false);
  if (contactOpen && !contactOpened) setContactOpened(true);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useNavigationEffects(property.GoogleTagManagerContainerId);
  useEffect(() => {
    const { GoogleTagManagerContainerId: gtm, FacebookPixelId: pixel } = property;
    if (!gtm && !pixel) return;
    // the tags' code loads only where a property configures them, after the page has rendered
    void import('@/app/analytics-tags').then(
      ({ loadFacebookPixel, loadTagManager }) => {
        loadTagManager(gtm);
        loadFacebookPixel(pixel);
      },
      () => {
        // analytics must never break the page
      },
    );
  }, [property]);
  const code = property.PropertyCode;

  // Session (login dialog, menu entries, logout): the session machine via <SessionProvider>,
  // seeded with the loader's user. After logout a page that needs a user goes back to Book.
  return (
    <SessionProvider
      key={property.PropertyId}
      propertyId={property.PropertyId}
      user={user}
      onClearUserData={() => forget('account:')}
      onLoggedOut={() => {
        if (pathname.toLowerCase().startsWith('/manageaccount/')) navigate(`/Book/${code}`);
      }}
    >
      <PropertyFrame property={property} onContact={() => setContactOpen(true)}>
        <Notifications position="top" />
        <main id="main" className="site-main">
          <Outlet />
          <Notifications position="bottom" />
        </main>
        <footer className="site-footer">
          <p>
            {property.PropertyName}
            {property.PropertyAddress ? `, ${property.PropertyAddress}` : ''}
          </p>
          <p>
            <Link to={`/Contact/${code}`}>{t('contactUs')}</Link>
          </p>
        </footer>
        {/* once loaded it stays mounted, so closing returns focus to the control that opened it */}
        {contactOpened ? (
          <Suspense fallback={null}>
            <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} property={property} />
          </Suspense>
        ) : null}
        <LoginDialogWhenOpened />
      </PropertyFrame>
    </SessionProvider>
  );
}
