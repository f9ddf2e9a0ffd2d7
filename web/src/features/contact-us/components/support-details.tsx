import { ExternalLink, Mail, Phone, Users } from 'lucide-react';
import { useApplicationProperties } from '@/lib/application-properties';
import { cn } from '@/lib/cn';

/** 'tel:' wants the digits (and a leading +) only: '+61 2 9000 0000' -> 'tel:+61290000000'. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}

const linkClass =
  'inline-flex items-center gap-2 rounded-sm hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The support email (mailto), phone (tel) and the external social group link, from the application
 * properties (spec section 9); each shows only when it is set, and nothing at all when none is.
 */
export function SupportDetails({ className }: { className?: string }) {
  const properties = useApplicationProperties();
  const email = properties?.supportEmail?.trim();
  const phone = properties?.supportPhone?.trim();
  const socialGroup = properties?.facebookPageURL?.trim();
  if (!email && !phone && !socialGroup) return null;

  return (
    <ul aria-label="Support contact" className={cn('flex flex-col gap-2 text-sm text-ink-muted', className)}>
      {email && (
        <li>
          <a href={`mailto:${email}`} className={linkClass}>
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {email}
          </a>
        </li>
      )}
      {phone && (
        <li>
          <a href={telHref(phone)} className={linkClass}>
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {phone}
          </a>
        </li>
      )}
      {socialGroup && (
        <li>
          <a href={socialGroup} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <Users className="size-4 shrink-0" aria-hidden="true" />
            Join our Facebook group
            <span className="sr-only">(opens in a new tab)</span>
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
          </a>
        </li>
      )}
    </ul>
  );
}
