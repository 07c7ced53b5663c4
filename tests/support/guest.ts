/**
 * The guest the browser journeys book as (e2e and the fault matrix): the booker's fields by the
 * label a person reads, and what they type. One list, so the journeys fill the same form alike.
 */
export const BOOKER_FIELDS: ReadonlyArray<readonly [label: string, value: string]> = [
  ['First name', 'Ada'],
  ['Last name', 'Lovelace'],
  ['E-mail address', 'ada@example.com'],
  ['Telephone', '+44 20 7946 0000'],
  ['Street address', '1 Analytical Way'],
  ['Postcode', 'N1 1AA'],
];

/** The booker's country, as its option reads. */
export const BOOKER_COUNTRY = 'United Kingdom';
