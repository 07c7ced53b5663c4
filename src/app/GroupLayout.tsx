import { useState } from 'react';
import { Notifications } from '@/ui/notifications';
import { Link, Outlet } from 'react-router';
import { Dialog } from '@/ui/Dialog';
import { useGroupData } from '@/ui/useProperty';
import { themeAttributes } from './theme';
import { BrandLink } from './BrandLink';
import { useNavigationEffects } from './navigation';
import { ContactDetails } from './ContactDetails';
import { commonText } from '@/i18n/common';
import { groupText as t } from '@/i18n/group';
import { richText } from '@/ui/RichText';

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
        {commonText('skipToContent')}
      </a>
      <header className="site-header">
        <BrandLink href={group.WebsiteUrl ?? `/BookGroup/${code}`} name={group.Name} logoUrl={group.LogoFileUrl} />
        <nav aria-label={commonText('mainMenu')} className="site-menu">
          <ul>
            <li>
              <Link to={`/BookGroup/${code}`}>{t('findHotel')}</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => setOpen('manage')}>
                {commonText('manageBooking')}
              </button>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => setOpen('contact')}>
                {commonText('contactUs')}
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
        {group.Telephone ? <Reservations telephone={group.Telephone} /> : null}
      </footer>
      <Dialog open={open === 'manage'} title={t('manageTitle')} onClose={() => setOpen(null)}>
        <p>{t('chooseHotel')}</p>
        <ul className="group-menu-hotels">
          {group.Properties.map((p) => (
            <li key={p.PropertyId}>
              <Link to={`/Manage/${p.PropertyCode}`}>{p.PropertyName}</Link>
            </li>
          ))}
        </ul>
      </Dialog>
      <Dialog open={open === 'contact'} title={commonText('contactUs')} onClose={() => setOpen(null)}>
        <ContactDetails
          contact={{ name: group.Name, telephone: group.Telephone, email: group.Email, website: group.WebsiteUrl }}
          kind={t('hotelGroup')}
        />
        <h3>{t('ourHotels')}</h3>
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

/** The footer's "Reservations:" line, its number a link to call. */
function Reservations({ telephone }: { telephone: string }) {
  return (
    <p>
      {richText(t.rich('reservations', { telephone }), {
        link: (text) => <a href={`tel:${telephone.replace(/\s+/g, '')}`}>{text}</a>,
      })}
    </p>
  );
}
