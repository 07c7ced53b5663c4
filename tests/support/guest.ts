/**
 * The guest the browser journeys book as (e2e and the fault matrix): the booker's fields by the
 * label a person reads, what they type, and the form's name of the field. One list, so the journeys
 * fill the same form alike.
 */
export const BOOKER_FIELDS: ReadonlyArray<readonly [label: string, value: string, field: string]> = [
  ['First name', 'Ada', 'firstName'],
  ['Last name', 'Lovelace', 'lastName'],
  ['E-mail address', 'ada@example.com', 'emailAddress'],
  ['Telephone', '+44 20 7946 0000', 'telephoneNumber'],
  ['Street address', '1 Analytical Way', 'street'],
  ['Postcode', 'N1 1AA', 'postCode'],
];

/** The booker's country, as its option reads, and its id in the hotel's list of countries. */
export const BOOKER_COUNTRY = 'United Kingdom';
export const BOOKER_COUNTRY_ID = 826;
