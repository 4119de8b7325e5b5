import { cn } from '../lib/utils';
import { Link } from '../lib/navigation';

/** A paragraph, or a bulleted list when the block is an array. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

/** Both legal texts were last revised together (SPEC section 1). */
const LEGAL_LAST_UPDATED = { iso: '2025-09-15', label: '15 September 2025' } as const;

/** Shared layout of the privacy policy and the terms: a title, the revision date and numbered sections. */
export function LegalDocument({
  title,
  introduction,
  sections,
  contactEmail,
  className,
}: {
  title: string;
  introduction: string;
  sections: readonly LegalSection[];
  contactEmail: string;
  className?: string;
}) {
  return (
    <article
      data-slot="legal-document"
      className={cn('mx-auto w-full max-w-3xl px-4 py-12 sm:px-6', className)}
    >
      <header className="mb-10 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground mt-2 text-sm">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
        </p>
        <p className="mt-6 leading-7">{introduction}</p>
      </header>
      <div className="space-y-8">
        {sections.map((section, index) => (
          <section
            key={section.heading}
            aria-labelledby={`legal-${index + 1}`}
            className="space-y-3"
          >
            <h2 id={`legal-${index + 1}`} className="text-xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.blocks.map((block, blockIndex) =>
              typeof block === 'string' ? (
                <p key={blockIndex} className="text-muted-foreground leading-7">
                  {block}
                </p>
              ) : (
                <ul
                  key={blockIndex}
                  className="text-muted-foreground list-disc space-y-1.5 pl-6 leading-7"
                >
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </div>
      <footer className="mt-12 border-t pt-6 text-sm">
        Questions about this document? Write to{' '}
        <Link
          href={`mailto:${contactEmail}`}
          className="text-primary font-medium underline-offset-4 hover:underline"
        >
          {contactEmail}
        </Link>
        .
      </footer>
    </article>
  );
}
