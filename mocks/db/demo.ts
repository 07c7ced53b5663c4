/**
 * Demo data facts that stories, e2e tests, QA and the README rely on. Change them here only.
 */
export const DEMO = {
  properties: { SEAVIEW: 1, CITYLOFT: 2, HARBOUR: 3, LIGHTHOUSE: 4 },
  /** Coastal Collection: SEAVIEW (Sussex Coast), HARBOUR + LIGHTHOUSE (Cornwall), CITYLOFT (Dublin Bay, EUR). */
  propertyGroup: 'COASTAL',
  propertyGroupId: 100,
  /** Cornish Harbours: one area (HARBOUR, LIGHTHOUSE). */
  oneAreaGroup: 'CORNISH',
  oneAreaGroupId: 101,
  /** LIGHTHOUSE's own limits, which the group search reports as reasons. */
  lighthouse: { maxRooms: 1, sameDayCutOffHour: 14 },
  /**
   * Group search demo stay: this many days after today, this many nights. SEAVIEW is sold out
   * (seaviewSoldOutOffsets); every room type of HARBOUR, CITYLOFT and LIGHTHOUSE is open.
   */
  groupSearch: { arrivalOffset: 20, nights: 2 },
  account: {
    email: 'demo@example.com',
    password: 'Password123!',
    firstname: 'Alex',
    lastname: 'Morgan',
  },
  /** An account that registered but has not confirmed its e-mail yet. */
  unconfirmedAccount: {
    email: 'new.guest@example.com',
    password: 'Password123!',
    confirmationToken: 'confirm-new-guest',
  },
  /** A password reset token issued for the demo account. */
  passwordResetToken: 'reset-demo-account',
  reservation: {
    referenceNumber: '100001',
    surname: 'Smith',
    linkHash: '7f3c9a2be41d',
    confirmationToken: 'c0nf-100001-smith',
    /** Arrival this many days after today; 3 nights. */
    arrivalOffset: 10,
    nights: 3,
  },
  cancelledReservation: {
    referenceNumber: '100002',
    surname: 'Jones',
    linkHash: '9d41e07bb2aa',
    confirmationToken: 'c0nf-100002-jones',
  },
  promoCode: 'SPRING10',
  promoDiscountPercent: 10,
  expiredPromoCode: 'WINTER5',
  privateRatePlanCode: 'CORP',
  voucher: { code: 'GIFT50', amount: 50 },
  experienceVoucher: { code: 'SPADAY', amount: 120 },
  cards: {
    approved: '4111111111111111',
    declined: '4000000000000002',
    pendingVerification: '4000000000003220',
  },
  /** Polls of Reservation/Status answered "not yet" for a pending-verification payment. */
  pendingPolls: 2,
  /** Nights after today on which SEAVIEW is sold out (every room type). */
  seaviewSoldOutOffsets: [20, 21],
} as const;

export const DECLINED_MESSAGE = 'Your card was declined. Please check the details or use another card.';
export const PENDING_MESSAGE = 'Your bank is still verifying this payment. Please wait a moment.';
export const XSRF_MESSAGE = 'The anti-forgery token is missing or invalid. Please reload the page and try again.';
