import { useState } from 'react';
import { Link, Outlet, useNavigate, useRevalidator } from 'react-router';
import { themeStyle } from './theme';
import { useNavigationEffects } from './navigation';
import { logoWidth } from '../domain/presentation';
import { logout } from '../api/queries';
import { forget } from './cache';
import { Dialog } from '../ui/Dialog';
import { useNotify } from '../ui/notifications';
import { usePropertyData } from '../ui/useProperty';
import { ContactDetails } from './ContactDetails';

/** Layout of every page of one property: theme, header with logo and menu, contact-us dialog. */
export function PropertyLayout() {
  const { property, user } = usePropertyData();
  const [contactOpen, setContactOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [logoPx, setLogoPx] = useState(100);
  const notify = useNotify();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  useNavigationEffects();
  const code = property.PropertyCode;

  async function onLogout() {
    try {
      await logout();
    } catch {
      // the user is cleared whether or not the call succeeds (spec)
    }
    forget('account:');
    notify({ type: 'positive', message: 'You have been logged out.' });
    await revalidator.revalidate();
    navigate(`/Book/${code}`);
  }

  return (
    <div className="property-layout" style={themeStyle(property.Theme)} data-property={code}>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="site-header">
        <a className="site-header__brand" href={property.WebsiteUrl ?? `/Book/${code}`}>
          {property.LogoFileUrl ? (
            <img
              src={property.LogoFileUrl}
              alt={`${property.PropertyName} home`}
              width={logoPx}
              onLoad={(event) => setLogoPx(logoWidth(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight))}
            />
          ) : (
            <span>{property.PropertyName}</span>
          )}
        </a>
        <nav aria-label="Main menu" className="site-menu">
          <ul>
            <li><Link to={`/Book/${code}`}>Make a new booking</Link></li>
            <li><Link to={`/Manage/${code}`}>Manage booking</Link></li>
            {user ? <li><Link to={`/ManageAccount/${code}`}>Manage account</Link></li> : null}
            <li><button type="button" className="link-button" onClick={() => setContactOpen(true)}>Contact us</button></li>
            <li>
              {user ? (
                <button type="button" className="link-button" onClick={() => void onLogout()}>Log out</button>
              ) : (
                <button type="button" className="link-button" onClick={() => setLoginOpen(true)}>Log in</button>
              )}
            </li>
          </ul>
        </nav>
        {user ? <p className="site-header__greeting">Hello, {user.Firstname || 'Guest'}</p> : null}
      </header>
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>{property.PropertyName}{property.PropertyAddress ? `, ${property.PropertyAddress}` : ''}</p>
        <p><Link to={`/Contact/${code}`}>Contact us</Link></p>
      </footer>
      <Dialog open={contactOpen} title="Contact us" onClose={() => setContactOpen(false)}>
        <ContactDetails property={property} />
      </Dialog>
      <Dialog open={loginOpen} title="Log in" onClose={() => setLoginOpen(false)}>
        <p>Log in with your account, or <Link to={`/Account/Register/${code}`} onClick={() => setLoginOpen(false)}>create an account</Link>.</p>
      </Dialog>
    </div>
  );
}
