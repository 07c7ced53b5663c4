import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Property } from '@/api/queries';
import { useSession } from '@/ui/session';
import { SESSION_MESSAGES } from '@/domain/sessionTexts';
import { commonText as t } from '@/i18n/common';
import { BrandLink } from './BrandLink';
import { themeAttributes } from './theme';

/**
 * The frame of every page of one property: its Theme, the skip link and the header; the page goes
 * in it. The property layout draws it with the Theme as the frame's own custom properties; the
 * search page's shell, which a server sends before the app runs (./searchShell),
 * draws it with `themed={false}` and the Theme in the page's stylesheet (themeRule), as a policy
 * without 'unsafe-inline' allows no style attribute in a page's HTML.
 */
export function PropertyFrame({
  property,
  themed = true,
  onContact,
  children,
}: {
  property: Property;
  themed?: boolean;
  onContact: () => void;
  children: ReactNode;
}) {
  const { style, ...dark } = themeAttributes(property.Theme);
  return (
    <div className="property-layout" {...(themed ? { style } : {})} {...dark} data-property={property.PropertyCode}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader property={property} onContact={onContact} />
      {children}
    </div>
  );
}

/**
 * The header of every page of one property: its brand, the menu (new booking, manage booking,
 * the account once logged in, contact, log in or out) and the greeting. The property layout draws
 * it in its frame (PropertyFrame).
 */
function SiteHeader({ property, onContact }: { property: Property; onContact: () => void }) {
  const code = property.PropertyCode;
  return (
    <header className="site-header">
      <BrandLink
        href={property.WebsiteUrl ?? `/Book/${code}`}
        name={property.PropertyName}
        logoUrl={property.LogoFileUrl}
      />
      <nav aria-label={t('mainMenu')} className="site-menu">
        <ul>
          <li>
            <Link to={`/Book/${code}`}>{t('newBooking')}</Link>
          </li>
          <li>
            <Link to={`/Manage/${code}`}>{t('manageBooking')}</Link>
          </li>
          <ManageAccountEntry code={code} />
          <li>
            <button type="button" className="link-button" onClick={onContact}>
              {t('contactUs')}
            </button>
          </li>
          <li>
            <LogInOutButton />
          </li>
        </ul>
      </nav>
      <Greeting />
    </header>
  );
}

function ManageAccountEntry({ code }: { code: string }) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? (
    <li>
      <Link to={`/ManageAccount/${code}`}>{t('manageAccount')}</Link>
    </li>
  ) : null;
}

/** One button element for both, so focus stays on it when the dialog closes after logging in. */
function LogInOutButton() {
  const { isLoggedIn, isLoggingOut, openLogin, logout } = useSession();
  return (
    <button
      type="button"
      className="link-button"
      onClick={isLoggedIn ? logout : openLogin}
      aria-disabled={isLoggingOut || undefined}
    >
      {isLoggedIn || isLoggingOut ? t('logOut') : t('logIn')}
    </button>
  );
}

function Greeting() {
  const { isLoggedIn, greetingName, checkFailed, retryCheck } = useSession();
  if (checkFailed)
    return (
      <p className="site-header__greeting" role="alert">
        {SESSION_MESSAGES.checkFailed}{' '}
        <button type="button" className="link-button" onClick={retryCheck}>
          {t('tryAgain')}
        </button>
      </p>
    );
  return isLoggedIn ? <p className="site-header__greeting">{t('hello', { name: greetingName })}</p> : null;
}
