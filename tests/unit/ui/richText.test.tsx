/** Messages with tags (richText): the tags become elements, their words are never lost. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STRONG, richText } from '@/ui/RichText';

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
