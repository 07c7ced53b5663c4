/** Messages with tags (richText): the tags become elements, their words are never lost. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STRONG, richText } from '@/ui/RichText';
import { catalogue, type CompiledMessages } from '@/i18n/catalogue';
import { compileCatalogue } from '../../../scripts/vite-plugin-messages.ts';

/** A catalogue file as the app imports it: compiled by the build, typed by TypeScript as its text. */
const asImported = <Source extends Record<string, string>>(source: Source) =>
  JSON.parse(compileCatalogue(JSON.stringify(source))) as CompiledMessages as unknown as Source;

const html = (message: string, tags = {}) => renderToStaticMarkup(<p>{richText(message, tags)}</p>);

describe('richText', () => {
  it('wraps the words of each tag it is given a renderer for', () => {
    expect(html('Please <link>contact us</link> to book.', { link: (text: string) => <a href="/c">{text}</a> })).toBe(
      '<p>Please <a href="/c">contact us</a> to book.</p>',
    );
    expect(html('Reference: <strong>AB12</strong> and <strong>CD34</strong>', STRONG)).toBe(
      '<p>Reference: <strong>AB12</strong> and <strong>CD34</strong></p>',
    );
  });

  it('leaves a tag it has no renderer for as text, and text without tags as it is', () => {
    expect(html('A <em>b</em> c', STRONG)).toBe('<p>A &lt;em&gt;b&lt;/em&gt; c</p>');
    expect(html('No tags here')).toBe('<p>No tags here</p>');
  });
});

describe('richText of a message with values (t.rich)', () => {
  const t = catalogue(
    'example',
    asImported({
      rateCode: 'Rate code <strong>{code}</strong> applied.',
      stay: '{hotel}: <strong>{n, plural, one {# night} other {# nights}}</strong> from {from}',
    }),
  );

  it('reads the tags of the message as written, and says each value as it is (worked by hand)', () => {
    expect(renderToStaticMarkup(<p>{richText(t.rich('rateCode', { code: 'CORP' }), STRONG)}</p>)).toBe(
      '<p>Rate code <strong>CORP</strong> applied.</p>',
    );
    // a code from a link that holds tags: its words, not bold text, and the message's own tag kept
    expect(renderToStaticMarkup(<p>{richText(t.rich('rateCode', { code: '<strong>X</strong>' }), STRONG)}</p>)).toBe(
      '<p>Rate code <strong>&lt;strong&gt;X&lt;/strong&gt;</strong> applied.</p>',
    );
    // a name that would close the tag early does not: the message's structure is its own
    expect(
      renderToStaticMarkup(<p>{richText(t.rich('stay', { hotel: 'A</strong>B', n: 2, from: '1 May' }), STRONG)}</p>),
    ).toBe('<p>A&lt;/strong&gt;B: <strong>2 nights</strong> from 1 May</p>');
  });

  it('says the same words as the plain text', () => {
    const values = { hotel: 'Sea <View>', n: 1, from: '1 May' };
    const rich = renderToStaticMarkup(<p>{richText(t.rich('stay', values), STRONG)}</p>);
    expect(
      rich
        .replace(/<\/?(p|strong)>/g, '')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>'),
    ).toBe(t('stay', values).replace(/<\/?strong>/g, ''));
  });
});
