import { Messages, Privileges, SeoPageRoutes, saveSeoRequest, type SeoPage } from '@notebook/contracts';
import type { ReactNode } from 'react';
import { formCard } from '@/components/forms/form-card';
import { QueryView } from '@/components/ui/admin-list';
import { Form, InputField, TextAreaField } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { useHoldsPrivilege } from '@/lib/auth-store';
import { useSaveSeo, useSeoPages } from '../api/site-content-calls';
import { PageCardHeading, PageCardSaveRow } from './page-card';

/**
 * /admin/config/seo: per page key of spec section 3 the title, description, keywords and share image
 * the server writes into that page's HTML (docs/site-content.md). SEO view reads them; SEO add/edit saves.
 */
export function SeoPagesPage({ title, description }: { title: string; description: string }) {
  const pages = useSeoPages();
  const canEdit = useHoldsPrivilege(Privileges.seo.addEdit);
  return (
    <section className="max-w-3xl">
      <PageHeader title={title} description={description} />
      <QueryView query={pages} isEmpty={(list) => list.length === 0} empty={Messages.noSeoPages}>
        {(list) => (
          <div className="flex flex-col gap-6">
            {list.map((page) => (
              <SeoPageCard key={page.pageKey} page={page} canEdit={canEdit} />
            ))}
          </div>
        )}
      </QueryView>
    </section>
  );
}

function SeoPageCard({ page, canEdit }: { page: SeoPage; canEdit: boolean }) {
  const label = SeoPageRoutes[page.pageKey].label;
  const headingId = `seo-${page.pageKey}`;
  const heading = (
    <PageCardHeading id={headingId} title={label}>
      <span className="font-mono text-xs break-all text-ink-muted">
        {SeoPageRoutes[page.pageKey].prefix ? `${page.path}…` : page.path}
      </span>
    </PageCardHeading>
  );
  if (!canEdit)
    return (
      <article aria-labelledby={headingId} className={formCard}>
        {heading}
        <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-ink-muted">Title</dt>
          <dd className="text-ink">{page.title ?? 'Not set'}</dd>
          <dt className="text-ink-muted">Description</dt>
          <dd className="text-ink">{page.description ?? 'Not set'}</dd>
          <dt className="text-ink-muted">Keywords</dt>
          <dd className="text-ink">{page.keywords ?? 'None'}</dd>
          <dt className="text-ink-muted">Share image</dt>
          <dd className="break-all text-ink">{page.imageURI ?? 'None'}</dd>
        </dl>
      </article>
    );
  return <SeoPageForm page={page} heading={heading} headingId={headingId} />;
}

function SeoPageForm({ page, heading, headingId }: { page: SeoPage; heading: ReactNode; headingId: string }) {
  const save = useSaveSeo();
  return (
    <Form
      aria-labelledby={headingId}
      schema={saveSeoRequest}
      options={{
        mode: 'onChange',
        defaultValues: {
          pageKey: page.pageKey,
          title: page.title ?? '',
          description: page.description ?? '',
          keywords: page.keywords ?? '',
          imageURI: page.imageURI ?? '',
        },
      }}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
      }}
      className={formCard}
    >
      {({ bind }) => (
        <>
          {heading}
          <InputField label="Title" autoComplete="off" {...bind('title')} />
          <TextAreaField label="Description" rows={3} {...bind('description')} />
          <InputField label="Keywords" autoComplete="off" hint="Separated by commas" {...bind('keywords')} />
          <InputField
            label="Share image"
            autoComplete="off"
            hint="An https:// address or a path on this site, e.g. /images/share.png"
            {...bind('imageURI')}
          />
          <PageCardSaveRow updatedAt={page.updatedAt} />
        </>
      )}
    </Form>
  );
}
