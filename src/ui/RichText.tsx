import { Fragment, type ReactNode } from 'react';

/** What a tag of a message becomes: its text, wrapped (a link, emphasis). */
export type TagRenderers = Readonly<Record<string, (text: string) => ReactNode>>;

const TAG = /<([a-z]+)>(.*?)<\/\1>/g;

/**
 * A message with tags, as the guest reads it: "Please <link>contact us</link>" with `link` given
 * as a renderer becomes the text with a link in it. A translation moves the tags with the words;
 * a tag no renderer is given for is left as text (its words are never lost).
 */
export function richText(message: string, tags: TagRenderers): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, name = '', text = ''] = match;
    const render = tags[name];
    if (!render) continue;
    parts.push(message.slice(at, match.index), <Fragment key={parts.length}>{render(text)}</Fragment>);
    at = match.index + whole.length;
  }
  parts.push(message.slice(at));
  return <>{parts}</>;
}

/** `<strong>` in a message: what the guest must not miss (a reference, a date). */
export const STRONG: TagRenderers = { strong: (text) => <strong>{text}</strong> };
