/**
 * Every text of the interface comes from a message catalogue, one per flow: src/i18n/en-GB/<flow>.json,
 * `{ id: message }` in ICU MessageFormat ("{nights, plural, one {# night} other {# nights}}"). The
 * build compiles them (scripts/vite-plugin-messages.ts) and Lingui's runtime formats them in the
 * interface's locale, with its plural rules. A translation is the same files in another locale's
 * folder (`translate`), not a code change. The spec fixes the interface to English, en-GB (booking
 * spec: "The interface language is fixed to English"), so en-GB is the source and the fallback
 * of every message.
 *
 * A flow's texts: `const t = catalogue('search', messages)` with its en-GB catalogue imported;
 * `t('searchButton')`, `t('nights', { nights: 2 })`. An id the catalogue does not have is a type
 * error; in development a placeholder given no value is reported (console.error, which fails the
 * tests).
 */
import { i18n, type Messages } from '@lingui/core';

/** The locale of the catalogues the app is written in: every other one falls back to it. */
export const SOURCE_LOCALE = 'en-GB';

/** The values of a message's placeholders. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** A flow's texts: the message `id` in the interface's locale, its placeholders filled in. */
export type Catalogue<Id extends string> = (id: Id, values?: MessageValues) => string;

/** A compiled message: text and placeholders (`[name]`, `[name, format, options]`). */
type Compiled = Messages[string];

/** Each flow's en-GB messages, compiled, as the interface knows them (ids prefixed with the flow). */
const sources = new Map<string, Messages>();

i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} });

function prefixed(flow: string, messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [`${flow}.${id}`, message]));
}

/** The messages of `messages` the locale has no text for yet (so a translation loaded first stays). */
function missingIn(locale: string, messages: Messages): Messages {
  const known = i18n.locale === locale ? i18n.messages : {};
  return Object.fromEntries(Object.entries(messages).filter(([id]) => !(id in known)));
}

/** The names of the placeholders a compiled message needs a value for. */
export function placeholdersOf(message: Compiled | undefined): Set<string> {
  const names = new Set<string>();
  const walk = (part: unknown): void => {
    if (!Array.isArray(part)) return;
    if (typeof part[0] === 'string' && (part.length === 1 || typeof part[1] === 'string') && part.length <= 3) {
      // a placeholder: [name] or [name, format, options?]; its options hold messages of their own
      names.add(part[0]);
      const options: unknown = part[2];
      if (options && typeof options === 'object') {
        for (const option of Object.values(options)) if (Array.isArray(option)) option.forEach(walk);
      }
      return;
    }
    part.forEach(walk);
  };
  if (Array.isArray(message)) message.forEach(walk);
  return names;
}

/**
 * The texts of one flow, from its en-GB catalogue (the JSON file, compiled by the build: its
 * messages are Lingui's compiled form although TypeScript reads the file as text).
 */
export function catalogue<Source extends Readonly<Record<string, string>>>(
  flow: string,
  source: Source,
): Catalogue<Extract<keyof Source, string>> {
  const messages = prefixed(flow, source as unknown as Messages);
  sources.set(flow, messages);
  i18n.load(SOURCE_LOCALE, messages);
  if (i18n.locale !== SOURCE_LOCALE) i18n.load(i18n.locale, missingIn(i18n.locale, messages));
  return (id, values) => {
    const key = `${flow}.${id}`;
    // (Node, as Playwright loads the rules, has no import.meta.env and reads the files uncompiled)
    if (import.meta.env?.DEV) {
      const missing = [...placeholdersOf(messages[key])].filter((name) => values?.[name] === undefined);
      if (missing.length > 0) console.error(`The message ${key} was given no value for ${missing.join(', ')}`);
    }
    return i18n._(key, values);
  };
}

/**
 * The same texts as an object of fields (`TEXTS.loginError`), for rules that hand a text on as it
 * is; each field is read in the interface's locale when it is read. `fields` names the messages
 * (a field is its message's id) or maps each field to its message's id.
 */
export function textsOf<Id extends string, const Field extends Id>(
  t: Catalogue<Id>,
  fields: readonly Field[],
): { readonly [K in Field]: string };
export function textsOf<Id extends string, const Field extends string>(
  t: Catalogue<Id>,
  fields: Readonly<Record<Field, Id>>,
): { readonly [K in Field]: string };
export function textsOf<Id extends string, Field extends string>(
  t: Catalogue<Id>,
  fields: readonly Id[] | Readonly<Record<Field, Id>>,
): { readonly [K in Field]: string } {
  const ids: [string, Id][] = Array.isArray(fields)
    ? fields.map((id: Id) => [id, id])
    : (Object.entries(fields) as [string, Id][]);
  const texts = {} as { [K in Field]: string };
  for (const [field, id] of ids) Object.defineProperty(texts, field, { get: () => t(id), enumerable: true });
  return texts;
}

/**
 * Uses `locale` for every text from now on: its translation (for each flow, the compiled messages
 * of src/i18n/<locale>/<flow>.json) over the en-GB source, which fills in what it does not have.
 */
export function translate(locale: string, translation: Readonly<Record<string, Messages>>): void {
  const messages: Messages = {};
  for (const source of sources.values()) Object.assign(messages, source);
  for (const [flow, flowMessages] of Object.entries(translation)) Object.assign(messages, prefixed(flow, flowMessages));
  i18n.loadAndActivate({ locale, messages });
}

/** The interface's locale (en-GB unless `translate` chose another). */
export function interfaceLocale(): string {
  return i18n.locale;
}
