import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { SupportDetails } from '@/features/contact-us/components/support-details';
import { useLoggedInUser } from '@/lib/auth-store';

// Signed-in readers only, and only once opened: not part of a visitor's first load.
const ContactUsDialog = lazy(() =>
  import('@/features/contact-us/components/contact-us-dialog').then((module) => ({ default: module.ContactUsDialog })),
);

const linkClass =
  'rounded-sm hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The public footer (spec section 4): Terms and conditions, Privacy policy and Contact us, the
 * support email and phone and the social group link (section 9), the copyright year and a
 * powered-by credit. Contact us opens the Contact Us modal for a signed-in user and takes everyone
 * else to the home page's contact section.
 */
export function PublicFooter() {
  const signedIn = useLoggedInUser() !== null;
  const [contactOpen, setContactOpen] = useState(false);

  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-[90rem] flex-col gap-6 px-4 py-8 text-sm text-ink-muted sm:px-6">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-3">
            <p className="text-base font-semibold tracking-tight text-ink">{PRODUCT_NAME}</p>
            <SupportDetails />
          </div>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 sm:justify-end">
              <li>
                <Link to={paths.public.termsAndConditions.getHref()} className={linkClass}>
                  Terms and conditions
                </Link>
              </li>
              <li>
                <Link to={paths.public.privacyPolicy.getHref()} className={linkClass}>
                  Privacy policy
                </Link>
              </li>
              <li>
                {signedIn ? (
                  <button
                    type="button"
                    className={linkClass}
                    aria-haspopup="dialog"
                    onClick={() => setContactOpen(true)}
                  >
                    Contact us
                  </button>
                ) : (
                  <Link to={paths.public.homeSection('contact')} className={linkClass}>
                    Contact us
                  </Link>
                )}
              </li>
            </ul>
          </nav>
        </div>
        <div className="flex flex-col gap-1 border-t border-line pt-4 text-xs sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </p>
          <p>Powered by {PRODUCT_NAME}</p>
        </div>
      </div>
      {signedIn && contactOpen && (
        <Suspense fallback={null}>
          <ContactUsDialog open={contactOpen} onOpenChange={setContactOpen} />
        </Suspense>
      )}
    </footer>
  );
}
