/**
 * Every flow the app marks with `flowRoot` (src/ui/flowRoot.ts: data-flow on the flow's root
 * element) and the machine whose state its data-state shows; the state coverage of the e2e suite
 * (scripts/state-coverage.mjs) is counted against these machines' states.
 */
import type { AnyStateMachine } from 'xstate';
import { confirmEmailMachine } from '@machines/account/confirmEmail.machine';
import { forgotPasswordMachine } from '@machines/account/forgotPassword.machine';
import { loginMachine } from '@machines/account/login.machine';
import { manageAccountMachine } from '@machines/account/manageAccount.machine';
import { registerMachine } from '@machines/account/register.machine';
import { resetPasswordMachine } from '@machines/account/resetPassword.machine';
import { bookingMachine } from '@machines/booking/booking.machine';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { groupSearchMachine } from '@machines/group/groupSearch.machine';
import { manageMachine } from '@machines/manage/manage.machine';
import { manageSearchMachine } from '@machines/manage/manageSearch.machine';
import { preCheckInMachine } from '@machines/precheckin/precheckin.machine';
import { restaurantMachine } from '@machines/restaurant/restaurant.machine';
import { searchMachine } from '@machines/search/search.machine';
import { statusMachine } from '@machines/status/status.machine';

export const FLOW_MACHINES: Record<string, AnyStateMachine> = {
  booking: bookingMachine,
  checkout: checkoutMachine,
  confirmEmail: confirmEmailMachine,
  forgotPassword: forgotPasswordMachine,
  groupSearch: groupSearchMachine,
  login: loginMachine,
  manage: manageMachine,
  manageAccount: manageAccountMachine,
  manageSearch: manageSearchMachine,
  precheckin: preCheckInMachine,
  register: registerMachine,
  resetPassword: resetPasswordMachine,
  restaurant: restaurantMachine,
  search: searchMachine,
  status: statusMachine,
};

/** Flows marked on the page whose data-state is not a machine's (and why). */
export const FLOWS_WITHOUT_MACHINE: Record<string, string> = {
  confirmation: "the confirmation page is its loader's data (loading, failed, shown), not a machine",
};
