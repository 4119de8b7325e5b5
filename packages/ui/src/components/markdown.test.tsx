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

describe('Markdown with hostile notes', () => {
  it('renders no raw HTML: script, iframe, event handlers and inline styles stay out of the page', () => {
    const html = render(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '<iframe src="https://evil.test"></iframe>',
        'Hello <b onclick="alert(3)">bold</b> <a href="javascript:alert(4)">link</a>',
        '<div style="position:fixed;inset:0">cover</div>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|<iframe|<b |<div style|onerror|onclick|javascript:/i);
    expect(html).not.toMatch(/<img /);
  });

  it('drops hostile schemes however they are spelt, in links, references, autolinks and images', () => {
    const html = render(
      [
        '[a](  javascript:alert(1) ) [b](JAVASCRIPT:alert(2)) [c](java&#x09;script:alert(3))',
        '<javascript:alert(5)> <vbscript:msgbox(6)>',
        '[ref][x]\n\n[x]: javascript:alert(7)',
        '![img](javascript:alert(8)) ![svg](data:image/svg+xml;base64,PHN2Zz4=)',
      ].join('\n\n'),
    );
    // The words may stay as text; no link target or image source may carry them.
    expect(html).not.toMatch(/(href|src)="[^"]*(script|data:)/i);
    expect(html).not.toMatch(/<img /);
    expect(html).toContain('javascript:alert(5)');
  });

  it('keeps autolinked web and e-mail addresses and safe links working', () => {
    const html = render('https://convene.test/notes and [chat](xmpp:team@convene.test)');
    expect(html).toContain(
      'href="https://convene.test/notes" target="_blank" rel="noopener noreferrer"',
    );
    expect(html).toContain('href="xmpp:team@convene.test"');
  });
});
