import { Fragment, type ReactNode } from 'react';
import type { RichMessage } from '@/i18n/catalogue';

/** What a tag of a message becomes: its text, wrapped (a link, emphasis). */
export type TagRenderers = Readonly<Record<string, (text: string) => ReactNode>>;

const TAG = /<([a-z]+)>(.*?)<\/\1>/g;
/** A value's place in a rich message's template (valueSlot in @/i18n/catalogue). */
const SLOT = /\uE000(\d+)\uE001/g;

/**
 * A message with tags, as the guest reads it: "Please <link>contact us</link>" with `link` given
 * as a renderer becomes the text with a link in it. A translation moves the tags with the words;
 * a tag no renderer is given for is left as text (its words are never lost). A message with values
 * comes as `t.rich(id, values)`: its tags are read before the values go in, so a value (a hotel's
 * name, a code from a link) is said as it is, whatever it holds.
 */
export function richText(message: string | RichMessage, tags: TagRenderers): ReactNode {
  const { template, values } = typeof message === 'string' ? { template: message, values: [] } : message;
  const fill = (text: string) => (values.length ? text.replace(SLOT, (_, index) => values[Number(index)] ?? '') : text);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of template.matchAll(TAG)) {
    const [whole, name = '', text = ''] = match;
    const render = tags[name];
    if (!render) continue;
    parts.push(fill(template.slice(at, match.index)), <Fragment key={parts.length}>{render(fill(text))}</Fragment>);
    at = match.index + whole.length;
  }
  parts.push(fill(template.slice(at)));
  return <>{parts}</>;
}

/** `<strong>` in a message: what the guest must not miss (a reference, a date). */
export const STRONG: TagRenderers = { strong: (text) => <strong>{text}</strong> };
