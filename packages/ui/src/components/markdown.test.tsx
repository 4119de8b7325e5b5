import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Markdown, markdownUrlTransform } from './markdown';

const render = (source: string) => renderToStaticMarkup(<Markdown>{source}</Markdown>);

describe('markdownUrlTransform', () => {
  it.each([
    'http://convene.test',
    'https://convene.test/bot/1',
    'irc://irc.libera.chat/convene',
    'ircs://irc.libera.chat/convene',
    'mailto:priya@acme.test',
    'xmpp:team@convene.test',
    'HTTPS://CONVENE.TEST',
    '/bots',
    '#footnote-1',
    'notes/today?x=a:b',
  ])('keeps %s', (url) => {
    expect(markdownUrlTransform(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.test/a',
  ])('drops %s', (url) => {
    expect(markdownUrlTransform(url)).toBe('');
  });
});

describe('Markdown', () => {
  it('drops javascript: and data: link and image targets', () => {
    const html = render(
      '[run](javascript:alert(1)) [page](data:text/html;base64,PHNjcmlwdD4=) ![pixel](data:image/png;base64,iVBORw0KGgo=)',
    );
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:/i);
    expect(html).not.toMatch(/<a /);
    expect(html).not.toMatch(/<img /);
  });

  it('turns bare web and e-mail addresses into links', () => {
    const html = render('See www.convene.test or write to priya@acme.test');
    expect(html).toContain('href="http://www.convene.test"');
    expect(html).toContain('href="mailto:priya@acme.test"');
  });

  it('renders GFM tables, strikethrough, task lists and footnotes', () => {
    const html = render(
      '| A | B |\n| - | - |\n| 1 | 2 |\n\n~~old~~\n\n- [x] done\n- [ ] open\n\nNote.[^1]\n\n[^1]: The footnote.',
    );
    expect(html).toContain('<table>');
    expect(html).toContain('<del>old</del>');
    expect(html).toMatch(/<input type="checkbox" disabled="" aria-label="Done" checked=""\/> done/);
    expect(html).toMatch(/<input type="checkbox" disabled="" aria-label="Not done"\/> open/);
    expect(html).toContain('data-footnotes');
    expect(html).toContain('The footnote.');
    expect(html).toMatch(/<a href="#user-content-fn-1" id="user-content-fnref-1"/);
  });
});
