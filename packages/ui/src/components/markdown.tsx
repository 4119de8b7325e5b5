import type * as React from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

import { cn } from '../lib/utils';

/** The only URL schemes a link or image in rendered markdown may use. */
const ALLOWED_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/**
 * Keeps relative URLs and URLs with an allowed scheme; anything else (javascript:, data:,
 * vbscript: ...) becomes an empty string, which drops the link target or image source.
 */
function markdownUrlTransform(url: string): string {
  const colon = url.indexOf(':');
  const firstDelimiter = Math.min(
    ...['/', '?', '#'].map((mark) => url.indexOf(mark)).filter((index) => index !== -1),
  );
  // No scheme at all: a relative URL, a path or a fragment.
  if (colon === -1 || colon > firstDelimiter) return url;
  const scheme = url.slice(0, colon).toLowerCase();
  return (ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme) ? url : '';
}

const components: Components = {
  // Footnote references stay in the page; every other link opens a new tab.
  a: ({ node: _node, href, ...props }) =>
    !href ? (
      <span {...props} />
    ) : href.startsWith('#') ? (
      <a href={href} {...props} />
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
    ),
  img: ({ node: _node, src, alt, ...props }) =>
    src ? <img src={src} alt={alt ?? ''} {...props} /> : <span>{alt}</span>,
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
  // GFM task-list checkboxes are read-only; the label tells screen readers their state.
  input: ({ node: _node, type, checked, ...props }) =>
    type === 'checkbox' ? (
      <input
        type="checkbox"
        checked={checked}
        disabled
        aria-label={checked ? 'Done' : 'Not done'}
        {...props}
      />
    ) : (
      <input type={type} {...props} />
    ),
};

/** Renders meeting notes and other user markdown with GitHub-flavoured extensions and safe links; raw HTML is left out. */
function Markdown({
  children,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & { children: string }) {
  return (
    <div
      data-slot="markdown"
      className={cn(
        'text-sm leading-relaxed break-words',
        '[&>*+*]:mt-3 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold',
        '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1',
        '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1 [&_.task-list-item_input]:mr-2 [&_.task-list-item_input]:align-middle',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
        '[&_blockquote]:border-l-2 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-xs',
        '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:p-0',
        '[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:px-3 [&_td]:py-1.5 [&_th]:border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_th]:font-medium',
        '[&_del]:text-muted-foreground [&_hr]:my-4 [&_img]:max-w-full [&_img]:rounded-md',
        '[&_.footnotes]:border-t [&_.footnotes]:pt-3 [&_.footnotes]:text-xs [&_.footnotes]:text-muted-foreground [&_sup]:text-xs',
        className,
      )}
      {...props}
    >
      {/* Raw HTML is dropped, not escaped: notes come from people and models, and tags shown as text would only be noise. */}
      <ReactMarkdown
        skipHtml
        remarkPlugins={[remarkGfm]}
        urlTransform={markdownUrlTransform}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

export { Markdown, markdownUrlTransform };
