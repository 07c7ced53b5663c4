import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { Notifications } from '@/ui/notifications';
import { RootLayout, HydrateFallback } from './RootLayout';
import { PropertyLayout } from './PropertyLayout';
import { ErrorPage, NotFoundPage, RouteErrorBoundary, UnauthorisedPage, UnknownHotelPage } from './pages/ErrorPages';
import { PROPERTY_ROUTE_ID } from '@/ui/useProperty';
import { pricedRoute } from './pricedRoute';
import { BOOKING_ROUTE_ID, GROUP_ROUTE_ID } from '@/ui/useProperty';
import {
  bookLoader,
  checkoutLoader,
  confirmationLoader,
  groupLoader,
  manageAccountLoader,
  manageLoader,
  manageReservationLoader,
  preCheckInLoader,
  propertyLoader,
  restaurantLoader,
  roomsAndRatesLoader,
  shouldRevalidateProperty,
  tokenRequiredLoader,
} from './loaders';

function PlainLayout() {
  return (
    <>
      <Notifications position="top" />
      <main id="main" className="site-main">
        <Outlet />
        <Notifications position="bottom" />
      </main>
    </>
  );
}

/**
 * Every route of both specification documents. Guards are loaders (they run before the page's
 * code is fetched); screens are lazily loaded, one chunk per route.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        id: PROPERTY_ROUTE_ID,
        loader: propertyLoader,
        shouldRevalidate: shouldRevalidateProperty,
        Component: PropertyLayout,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                id: BOOKING_ROUTE_ID,
                path: 'Book/:propertyCode',
                loader: bookLoader,
                lazy: pricedRoute(() => import('@/features/booking/BookingLayout')),
                children: [
                  { index: true, loader: bookLoader, lazy: () => import('@/features/booking/SearchPage') },
                  {
                    path: 'Rooms-And-Rates',
                    loader: roomsAndRatesLoader,
                    lazy: () => import('@/features/booking/RoomsAndRatesPage'),
                  },
                  {
                    path: 'Checkout/:confirmationToken?',
                    loader: checkoutLoader,
                    lazy: () => import('@/features/booking/CheckoutPage'),
                  },
                  {
                    path: 'Status/:confirmationToken?',
                    loader: tokenRequiredLoader,
                    lazy: () => import('@/features/booking/StatusPage'),
                  },
                  {
                    path: 'Confirmation/:confirmationToken?',
                    loader: confirmationLoader,
                    lazy: () => import('@/features/booking/ConfirmationPage'),
                  },
                ],
              },
              // an address under a hotel that is no page of it: "Not found" with the hotel's header and
              // menu (the way back), not a blank page
              { path: 'Book/:propertyCode/*', Component: UnknownHotelPage },
              { path: 'Manage/:propertyCode/*', Component: UnknownHotelPage },
              {
                path: 'Account/ForgotPassword/:propertyCode',
                lazy: () => import('@/features/account/ForgotPasswordPage'),
              },
              {
                path: 'Account/ResetPassword/:propertyCode',
                lazy: () => import('@/features/account/ResetPasswordPage'),
              },
              { path: 'Account/ConfirmEmail/:propertyCode', lazy: () => import('@/features/account/ConfirmEmailPage') },
              { path: 'Account/Register/:propertyCode', lazy: () => import('@/features/account/RegisterPage') },
              {
                path: 'ManageAccount/:propertyCode',
                loader: manageAccountLoader,
                lazy: () => import('@/features/account/ManageAccountPage'),
              },
              {
                path: 'Manage/:propertyCode',
                children: [
                  { index: true, loader: manageLoader, lazy: () => import('@/features/manage/ManageSearchPage') },
                  {
                    path: 'Reservation/:referenceNumber?/:linkCode?',
                    loader: manageReservationLoader,
                    lazy: () => import('@/features/manage/ReservationPage'),
                  },
                ],
              },
              {
                path: 'PreCheckIn/:propertyCode/:referenceNumber/:linkCode',
                loader: preCheckInLoader,
                lazy: () => import('@/features/precheckin/PreCheckInPage'),
              },
              { path: 'Contact/:propertyCode', lazy: () => import('./pages/ContactPage') },
              // the spec does not show this route ("its route is not shown"): docs/decisions.md, Routes
              {
                path: 'Restaurant/:propertyCode',
                loader: restaurantLoader,
                lazy: () => import('@/features/restaurant/RestaurantPage'),
              },
            ],
          },
        ],
      },
      {
        id: GROUP_ROUTE_ID,
        path: 'BookGroup/:propertyCode',
        loader: groupLoader,
        // the group's layout is code of the group search alone: not in every page's entry
        lazy: async () => ({ Component: (await import('./GroupLayout')).GroupLayout }),
        ErrorBoundary: RouteErrorBoundary,
        children: [{ index: true, lazy: () => import('@/features/group/BookGroupPage') }],
      },
      {
        Component: PlainLayout,
        children: [
          { path: 'Unauthorised', Component: UnauthorisedPage },
          { path: 'Error', Component: () => <ErrorPage /> },
          { path: '*', Component: () => <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
