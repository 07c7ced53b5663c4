/**
 * Every text of the interface comes from a message catalogue, one per flow: src/i18n/en-GB/<flow>.json,
 * `{ id: message }` in ICU MessageFormat ("{nights, plural, one {# night} other {# nights}}"). The
 * build compiles them with Lingui's compiler (scripts/vite-plugin-messages.ts) and this module
 * formats the compiled messages in the interface's locale, with its plural rules. A translation is
 * the same files in another locale's folder (`translate`), not a code change. The spec fixes the
 * interface to English, en-GB (booking spec: "The interface language is fixed to English"), so
 * en-GB is the source and the fallback of every message.
 *
 * A flow's texts: `const t = catalogue('search', messages)` with its en-GB catalogue imported;
 * `t('searchButton')`, `t('nights', { nights: 2 })`. An id the catalogue does not have is a type
 * error; in development a placeholder given no value is reported (console.error, which fails the
 * tests).
 */

/** The locale of the catalogues the app is written in: every other one falls back to it. */
export const SOURCE_LOCALE = 'en-GB';

/** The values of a message's placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A message for richText (src/ui/RichText): its text with each value's place marked, and the
 * values. The tags are read in the message as written, never in a value (a hotel's name or a code
 * typed in a link that holds "<strong>" is said as it is).
 */
export interface RichMessage {
  readonly template: string;
  readonly values: readonly string[];
}

/** Where a value goes in a rich message's template: its index between two private-use marks. */
export const valueSlot = (index: number) => `\uE000${index}\uE001`;

/**
 * A flow's texts: the message `id` in the interface's locale, its placeholders filled in; `rich`,
 * the same message for richText, its values kept apart from its tags.
 */
export type Catalogue<Id extends string> = ((id: Id, values?: MessageValues) => string) & {
  rich: (id: Id, values: MessageValues) => RichMessage;
};

/**
 * A message as Lingui's compiler gives it: text, `[name]` for a value, `[name, 'plural' |
 * 'selectordinal' | 'select', { form: message, offset? }]` (plural forms keyed by CLDR category or
 * exact number, `#` the count). The build accepts no other format (scripts/vite-plugin-messages.ts).
 */
export type CompiledMessage = readonly CompiledPart[];
type CompiledPart =
  | string
  | readonly [name: string]
  | readonly [name: string, format: string, options: Readonly<Record<string, CompiledMessage | number>>];

/** A flow's messages, compiled, by id. */
export type CompiledMessages = Readonly<Record<string, CompiledMessage>>;

/** Compiles a message written in ICU (where the build did not: Node, as Playwright loads the rules). */
let compiler: ((message: string) => CompiledMessage) | undefined;

/** Sets the compiler of messages the build did not compile (Lingui's, in Playwright's config). */
export function compileWith(compile: (message: string) => CompiledMessage): void {
  compiler = compile;
}

/** The interface's locale's translation (ids prefixed with the flow), over the sources. */
let translation: Record<string, CompiledMessage | string> = {};
let locale = SOURCE_LOCALE;

function prefixed(flow: string, flowMessages: CompiledMessages): CompiledMessages {
  return Object.fromEntries(Object.entries(flowMessages).map(([id, message]) => [`${flow}.${id}`, message]));
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRule(ordinal: boolean): Intl.PluralRules {
  const key = `${locale}${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules;
}

/**
 * One number formatter per locale for what `#` says: `count.toLocaleString(locale)` builds a new
 * one on every call (some 28 µs each in Chromium on this machine, against 1.2 µs), and a page can
 * say many counts (the calendar one for each day it knows the rooms left of).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function countText(count: number): string {
  let numbers = numberFormats.get(locale);
  if (!numbers) numberFormats.set(locale, (numbers = new Intl.NumberFormat(locale)));
  return numbers.format(count);
}

/**
 * A compiled message with its values, in the interface's locale (`count` is what `#` says). With
 * `slots`, each value said as it is goes there and its place is marked in the text (valueSlot).
 */
function format(message: CompiledMessage, values: MessageValues, count?: number, slots?: string[]): string {
  let text = '';
  for (const part of message) {
    if (typeof part === 'string') text += part === '#' && count !== undefined ? countText(count) : part;
    else {
      const [name, kind, options] = part;
      const value = values[name];
      if (!kind || !options) {
        if (!slots) text += value ?? '';
        else text += valueSlot(slots.push(String(value ?? '')) - 1);
      } else if (kind === 'select') {
        const chosen = (Object.hasOwn(options, String(value)) ? options[String(value)] : undefined) ?? options.other;
        // (as Lingui's runtime: `#` in a select's forms is said as it is written)
        text += typeof chosen === 'object' ? format(chosen, values, undefined, slots) : '';
      } else {
        const n = Number(value) - Number(options.offset ?? 0);
        const chosen =
          options[String(value)] ?? options[pluralRule(kind === 'selectordinal').select(n)] ?? options.other;
        text += typeof chosen === 'object' ? format(chosen, values, n, slots) : '';
      }
    }
  }
  return text;
}

/** The names of the placeholders a compiled message needs a value for. */
export function placeholdersOf(message: CompiledMessage | undefined): Set<string> {
  const names = new Set<string>();
  const walk = (parts: CompiledMessage) => {
    for (const part of parts) {
      if (typeof part === 'string') continue;
      names.add(part[0]);
      for (const option of Object.values(part[2] ?? {})) if (typeof option === 'object') walk(option);
    }
  };
  if (message) walk(message);
  return names;
}

/**
 * The texts of one flow, from its en-GB catalogue (the JSON file, compiled by the build: its
 * messages are the compiled form although TypeScript reads the file as text). Node, where
 * Playwright loads the rules for its tests, reads the file as it is: its messages are compiled
 * when first said, by the compiler `compileWith` was given.
 */
export function catalogue<Source extends Readonly<Record<string, string>>>(
  flow: string,
  source: Source,
): Catalogue<Extract<keyof Source, string>> {
  const flowMessages: Record<string, CompiledMessage | string> = {
    ...prefixed(flow, source as unknown as CompiledMessages),
  };
  const say = (id: string, values: MessageValues, slots?: string[]): string => {
    const key = `${flow}.${id}`;
    // the translation's message, else the source's (en-GB says what a translation does not have)
    const messages = Object.hasOwn(translation, key) ? translation : flowMessages;
    let message = messages[key];
    if (typeof message === 'string') {
      if (!compiler) return message;
      messages[key] = message = compiler(message);
    }
    // (Node, as Playwright loads the rules, has no import.meta.env)
    if (import.meta.env?.DEV) {
      const missing = [...placeholdersOf(message)].filter((name) => values[name] === undefined);
      if (missing.length > 0) console.error(`The message ${key} was given no value for ${missing.join(', ')}`);
    }
    return message ? format(message, values, undefined, slots) : key;
  };
  return Object.assign((id: Extract<keyof Source, string>, values: MessageValues = {}) => say(id, values), {
    rich: (id: Extract<keyof Source, string>, values: MessageValues): RichMessage => {
      const slots: string[] = [];
      return { template: say(id, values, slots), values: slots };
    },
  });
}

/**
 * The same texts as an object of fields (`TEXTS.loginError`), for rules that hand a text on as it
 * is; each field is read in the interface's locale when it is read. `fields` names the messages
 * (a field is its message's id) or maps each field to its message's id, or to a text of another
 * catalogue (`() => searchText('noRoomsOnDates')`: a sentence another flow owns).
 */
export function textsOf<Id extends string, const Field extends Id>(
  t: Catalogue<Id>,
  fields: readonly Field[],
): { readonly [K in Field]: string };
export function textsOf<Id extends string, const Field extends string>(
  t: Catalogue<Id>,
  fields: Readonly<Record<Field, Id | (() => string)>>,
): { readonly [K in Field]: string };
export function textsOf<Id extends string, Field extends string>(
  t: Catalogue<Id>,
  fields: readonly Id[] | Readonly<Record<Field, Id | (() => string)>>,
): { readonly [K in Field]: string } {
  const ids: [string, Id | (() => string)][] = Array.isArray(fields)
    ? fields.map((id: Id) => [id, id])
    : (Object.entries(fields) as [string, Id | (() => string)][]);
  const texts = {} as { [K in Field]: string };
  for (const [field, id] of ids) {
    Object.defineProperty(texts, field, { get: typeof id === 'function' ? id : () => t(id), enumerable: true });
  }
  return texts;
}

/**
 * Uses `translationLocale` for every text from now on: its translation (for each flow, the compiled
 * messages of src/i18n/<locale>/<flow>.json) over the en-GB source, which fills in what it does not have.
 */
export function translate(translationLocale: string, files: Readonly<Record<string, CompiledMessages>>): void {
  locale = translationLocale;
  edition += 1;
  translation = {};
  for (const [flow, flowMessages] of Object.entries(files)) Object.assign(translation, prefixed(flow, flowMessages));
}

const lists = new Map<string, Intl.ListFormat>();

/**
 * Items said together as the interface's locale lists them: a listing ("2 adults, 1 child",
 * "Sam Smith, Ann Smith") or, with `'and'`, a sentence's list ("a, b and c").
 */
export function listOf(items: readonly string[], kind: 'listing' | 'and' = 'listing'): string {
  const key = `${locale} ${kind}`;
  let format = lists.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, kind === 'and' ? { type: 'conjunction' } : { type: 'unit', style: 'short' });
    lists.set(key, format);
  }
  return format.format(items);
}

/** The interface's locale (en-GB unless `translate` chose another). */
export function interfaceLocale(): string {
  return locale;
}

let edition = 0;

/**
 * The texts in use, named: another name after every `translate` (even to the same locale), so
 * what the interface keeps of its texts (the calendar's days' names) is said again.
 */
export function textsEdition(): string {
  return `${locale}#${edition}`;
}
