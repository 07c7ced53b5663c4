import { fromCall } from '../fromCall';
import { fetchAccount, logout, type AccountUser } from '@/api/queries';

/** GET /api/Account: the user of the session, or null when anonymous (401, quietly). */
export const loadUser = fromCall<AccountUser | null, { propertyId: number }>(({ input, signal }) =>
  fetchAccount(input.propertyId, signal),
);

/** POST /api/Account/Logout. */
export const logoutUser = fromCall<void, void>(async () => {
  await logout();
});
