/**
 * The booker's details and a card as the guest types them: the forms of the booker, billing
 * address and card steps, shared by checkout, manage booking and pre check-in.
 */

export interface BookerForm {
  firstName: string;
  lastName: string;
  telephoneNumber: string;
  emailAddress: string;
  street: string;
  city: string;
  postCode: string;
  /** the chosen country's Id, or null */
  country: { Id: number } | null;
  optInToReceiveUpdates: boolean;
}

/** Card entry. Number and CVV live only in memory: never persisted, logged or put in a URL. */
export interface CardForm {
  creditCardId: number | null;
  creditCardName: string;
  creditCardNumber: string;
  cvvNumber: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  cardType: { Id: number } | null;
  saveCardForFutureUse: boolean;
}
