import type { ComponentProps, ReactNode } from 'react';
import { LinkedinIcon, MailIcon, YoutubeIcon, type LucideIcon } from 'lucide-react';

import { CONTACT_EMAIL } from '../../lib/contact';
import { Link } from '../../lib/navigation';
import { cn } from '../../lib/utils';
import { Logo } from './navbar';

export const VIDEO_CHANNEL_URL = 'https://www.youtube.com/@convene';
export const PROFESSIONAL_NETWORK_URL = 'https://www.linkedin.com/company/convene';

const QUICK_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-and-conditions', label: 'Terms & Conditions' },
] as const;

const linkClasses = 'text-muted-foreground hover:text-foreground transition-colors';

function ContactLink({
  href,
  external,
  icon: Icon,
  children,
}: {
  href: string;
  external?: boolean;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        external={external}
        href={href}
        className={cn(linkClasses, 'inline-flex items-center gap-2')}
      >
        <Icon aria-hidden="true" className="size-4" />
        {children}
      </Link>
    </li>
  );
}

function Footer({
  year = new Date().getFullYear(),
  contactEmail = CONTACT_EMAIL,
  className,
  ...props
}: ComponentProps<'footer'> & {
  /** Defaults to the current year; stories pass a fixed one so screenshots stay stable. */
  year?: number;
  contactEmail?: string;
}) {
  return (
    <footer data-slot="footer" className={cn('bg-muted/40 border-t', className)} {...props}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <Logo />
          <p className="text-muted-foreground max-w-sm text-sm leading-6">
            AI voice agents and meeting bots that join Google Meet, Zoom and Teams, take notes and
            get work done.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links" className="space-y-3">
          <h2 id="footer-quick-links" className="text-sm font-semibold">
            Quick Links
          </h2>
          <ul className="space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3">
          <h2 className="text-sm font-semibold">Contact</h2>
          <ul className="space-y-2 text-sm">
            <ContactLink href={`mailto:${contactEmail}`} icon={MailIcon}>
              {contactEmail}
            </ContactLink>
            <ContactLink external href={VIDEO_CHANNEL_URL} icon={YoutubeIcon}>
              YouTube
            </ContactLink>
            <ContactLink external href={PROFESSIONAL_NETWORK_URL} icon={LinkedinIcon}>
              LinkedIn
            </ContactLink>
          </ul>
        </div>
      </div>
      <div className="border-t">
        <p className="text-muted-foreground mx-auto max-w-6xl px-4 py-6 text-sm sm:px-6">
          © {year} Convene
        </p>
      </div>
    </footer>
  );
}

export { Footer };
