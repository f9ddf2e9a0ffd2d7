import { type LegalPageKey, LegalPageRoutes } from '@notebook/contracts';
import { QueryView } from '@/components/ui/admin-list';
import { formatDate } from '@/lib/format-date';
import { noteProse } from '@/lib/note-prose';
import { usePublicLegalPage } from '../api/site-content-calls';

/**
 * /public/terms-and-conditions and /public/privacy-policy (the footer's links, and the register
 * page's): the text admins keep on /admin/config/legal-pages, sanitised by the server.
 */
function LegalPageView({ page }: { page: LegalPageKey }) {
  const legalPage = usePublicLegalPage(page);
  const { title } = LegalPageRoutes[page];
  const titleId = `legal-${page}`;
  return (
    <article aria-labelledby={titleId} className="mx-auto w-full max-w-3xl py-6">
      <h1 id={titleId} className="text-3xl font-semibold tracking-tight text-ink">
        {title}
      </h1>
      <QueryView
        query={legalPage}
        isEmpty={(found) => !found.content}
        empty={`The ${title.toLowerCase()} will be published here soon. Please use Contact us with any question.`}
      >
        {(found) => (
          <>
            {found.updatedAt && (
              <p className="mt-1 mb-8 text-sm text-ink-muted">Last updated {formatDate(new Date(found.updatedAt))}</p>
            )}
            <div className={noteProse} dangerouslySetInnerHTML={{ __html: found.content! }} />
          </>
        )}
      </QueryView>
    </article>
  );
}

export function TermsAndConditionsPage() {
  return <LegalPageView page="TERMS" />;
}

export function PrivacyPolicyPage() {
  return <LegalPageView page="PRIVACY" />;
}
