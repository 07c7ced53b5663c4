import { Outlet, useLoaderData } from 'react-router';
import { themeStyle } from './theme';
import { useNavigationEffects } from './navigation';
import type { groupLoader } from './loaders';

/** BookGroup has its own layout: the group's name and theme, no single-property menu. */
export function GroupLayout() {
  const { group } = useLoaderData<typeof groupLoader>();
  useNavigationEffects();
  return (
    <div className="group-layout" style={themeStyle(group.Theme ?? null)} data-property-group={group.PropertyCode}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <span className="site-header__brand">{group.Name}</span>
      </header>
      <main id="main" className="site-main">
        <Outlet />
      </main>
    </div>
  );
}
