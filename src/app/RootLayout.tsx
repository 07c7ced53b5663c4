import { Outlet } from 'react-router';
import { NotificationsProvider } from '@/ui/notifications';

export function RootLayout() {
  return (
    <NotificationsProvider>
      <Outlet />
    </NotificationsProvider>
  );
}

export function HydrateFallback() {
  return (
    <p className="page-loading" role="status">
      Loading…
    </p>
  );
}
