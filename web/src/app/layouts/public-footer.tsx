import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/brand';
import { paths } from '@/config/paths';

const footerLinks = [
  { label: 'Terms and conditions', to: paths.public.termsAndConditions.getHref() },
  { label: 'Privacy policy', to: paths.public.privacyPolicy.getHref() },
  { label: 'Contact us', to: paths.public.homeSection('contact') },
] as const;

export function PublicFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-[90rem] flex-col gap-4 px-4 py-8 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
