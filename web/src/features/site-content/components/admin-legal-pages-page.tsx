import { type LegalPage, Privileges, PublicRoutes, saveLegalPageRequest } from '@notebook/contracts';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formCard } from '@/components/forms/form-card';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { QueryView } from '@/components/ui/admin-list';
import { Form } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { useHoldsPrivilege } from '@/lib/auth-store';
import { noteProse } from '@/lib/note-prose';
import { useLegalPages, useSaveLegalPage } from '../api/site-content-calls';
import { PageCardHeading, PageCardSaveRow } from './page-card';

/**
 * /admin/config/legal-pages: the terms and conditions and the privacy policy the footer links to and
 * registration asks readers to accept. SEO view reads them; SEO add/edit edits them (rich text).
 */
export function LegalPagesPage({ title, description }: { title: string; description: string }) {
  const pages = useLegalPages();
  const canEdit = useHoldsPrivilege(Privileges.seo.addEdit);
  return (
    <section className="max-w-4xl">
      <PageHeader title={title} description={description} />
      <QueryView query={pages}>
        {(list) => (
          <div className="flex flex-col gap-8">
            {list.map((page) =>
              canEdit ? <LegalPageForm key={page.page} page={page} /> : <LegalPageText key={page.page} page={page} />,
            )}
          </div>
        )}
      </QueryView>
    </section>
  );
}

function Heading({ page }: { page: LegalPage }) {
  return (
    <PageCardHeading id={`legal-${page.page}`} title={page.title}>
      <Link
        to={page.path}
        target="_blank"
        className="inline-flex items-center gap-1 text-sm font-medium text-accent-strong hover:underline"
      >
        {page.path === PublicRoutes.termsAndConditions ? 'Open the terms page' : 'Open the privacy page'}
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </Link>
    </PageCardHeading>
  );
}

function LegalPageText({ page }: { page: LegalPage }) {
  return (
    <article aria-labelledby={`legal-${page.page}`} className={formCard}>
      <Heading page={page} />
      {page.content ? (
        <div className={noteProse} dangerouslySetInnerHTML={{ __html: page.content }} />
      ) : (
        <p className="text-ink-muted">Not written yet.</p>
      )}
    </article>
  );
}

function LegalPageForm({ page }: { page: LegalPage }) {
  const save = useSaveLegalPage();
  return (
    <Form
      aria-labelledby={`legal-${page.page}`}
      schema={saveLegalPageRequest}
      options={{ mode: 'onChange', defaultValues: { page: page.page, content: page.content ?? '' } }}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
      }}
      className={formCard}
    >
      {({ control }) => (
        <>
          <Heading page={page} />
          <RichTextField label={page.title} name="content" control={control} height={RichTextHeights.default} />
          <PageCardSaveRow updatedAt={page.updatedAt} neverSaved="Not published yet" />
        </>
      )}
    </Form>
  );
}
