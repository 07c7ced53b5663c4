import { useState } from 'react';
import { Notifications } from '@/ui/notifications';
import { Link, Outlet } from 'react-router';
import { Dialog } from '@/ui/Dialog';
import { useGroupData } from '@/ui/useProperty';
import { themeAttributes } from './theme';
import { BrandLink } from './BrandLink';
import { useNavigationEffects } from './navigation';
import { ContactDetails } from './ContactDetails';

/**
 * BookGroup has its own layout: the group's logo, name and theme; a menu to search the group,
 * manage a booking at one of its hotels, and contact the group.
 */
export function GroupLayout() {
  const { group } = useGroupData();
  const [open, setOpen] = useState<'manage' | 'contact' | null>(null);
  useNavigationEffects();
  const code = group.PropertyCode;
  return (
    <div className="group-layout" {...themeAttributes(group.Theme ?? null)} data-property-group={code}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <BrandLink href={group.WebsiteUrl ?? `/BookGroup/${code}`} name={group.Name} logoUrl={group.LogoFileUrl} />
        <nav aria-label="Main menu" className="site-menu">
          <ul>
            <li>
              <Link to={`/BookGroup/${code}`}>Find a hotel</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => setOpen('manage')}>
                Manage booking
              </button>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => setOpen('contact')}>
                Contact us
              </button>
            </li>
          </ul>
        </nav>
      </header>
      <Notifications position="top" />
      <main id="main" className="site-main">
        <Outlet />
        <Notifications position="bottom" />
      </main>
      <footer className="site-footer">
        <p>{group.Name}</p>
        {group.Telephone ? (
          <p>
            Reservations: <a href={`tel:${group.Telephone.replace(/\s+/g, '')}`}>{group.Telephone}</a>
          </p>
        ) : null}
      </footer>
      <Dialog open={open === 'manage'} title="Manage a booking" onClose={() => setOpen(null)}>
        <p>Choose the hotel you booked:</p>
        <ul className="group-menu-hotels">
          {group.Properties.map((p) => (
            <li key={p.PropertyId}>
              <Link to={`/Manage/${p.PropertyCode}`}>{p.PropertyName}</Link>
            </li>
          ))}
        </ul>
      </Dialog>
      <Dialog open={open === 'contact'} title="Contact us" onClose={() => setOpen(null)}>
        <ContactDetails
          contact={{ name: group.Name, telephone: group.Telephone, email: group.Email, website: group.WebsiteUrl }}
          kind="Hotel group"
        />
        <h3>Our hotels</h3>
        <ul className="group-menu-hotels">
          {group.Properties.map((p) => (
            <li key={p.PropertyId}>
              <Link to={`/Contact/${p.PropertyCode}`}>{p.PropertyName}</Link>
              {p.PropertyAddress ? `, ${p.PropertyAddress}` : ''}
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
