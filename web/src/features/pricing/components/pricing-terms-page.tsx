import { Messages, savePricingTermRequest, type PricingTerm } from '@notebook/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { AddLink, BackLink, FormActions, QueryView } from '@/components/ui/admin-list';
import { Form, InputField, SaveBlockedHint, SelectField } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { pricingTermCalls } from '../api/pricing-lists';
import { OrderedPricingList } from './ordered-pricing-list';
import { contentStatusOptions, formCard } from './pricing-form-parts';
import { usePricingPermissions } from './pricing-permissions';

/** The first words of a term's rich text, for the list. */
function excerpt(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** /admin/pricing-term: the terms readers accept before paying, in the order the payment pages show them. */
export function PricingTermsPage({ title, description }: { title: string; description: string }) {
  const permissions = usePricingPermissions();
  const terms = pricingTermCalls.useList({ enabled: permissions.view });
  const reorder = pricingTermCalls.useReorder();
  const status = pricingTermCalls.useStatus();
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={permissions.edit && <AddLink to={paths.admin.pricingTermAddEdit.getHref()}>Add Pricing Term</AddLink>}
      />
      {!permissions.view ? (
        <p role="alert" className="text-ink-muted">
          {Messages.accessDenied}
        </p>
      ) : (
        <OrderedPricingList<PricingTerm>
          label="Pricing terms"
          kind="pricing term"
          query={terms}
          empty={Messages.noPricingTerms}
          permissions={permissions}
          idOf={(term) => term.pricingTermID}
          nameOf={(term) => term.title}
          editHref={(term) => paths.admin.pricingTermAddEdit.getHref(term.pricingTermID)}
          details={(term) => (
            <>
              <span className="line-clamp-2 block">{excerpt(term.content)}</span>
              <span className="text-xs">Updated {formatDate(new Date(term.updatedAt))}</span>
            </>
          )}
          reorder={reorder}
          toggleStatus={(term) =>
            status.mutate({ id: term.pricingTermID, status: term.status === 'ACT' ? 'INA' : 'ACT' })
          }
        />
      )}
    </section>
  );
}

/** /admin/pricing-term/add-edit[?pricingTermID=]: a term's title, text (rich) and status. */
export function PricingTermEditPage({ description }: { description: string }) {
  const [searchParams] = useSearchParams();
  const pricingTermID = searchParams.get('pricingTermID');
  const permissions = usePricingPermissions();
  const term = pricingTermCalls.useOne(permissions.edit ? pricingTermID : null);
  return (
    <section>
      <BackLink to={paths.admin.pricingTerm.getHref()}>Pricing terms</BackLink>
      <PageHeader title={pricingTermID ? 'Edit Pricing Term' : 'Add Pricing Term'} description={description} />
      {!permissions.edit ? (
        <p role="alert" className="text-ink-muted">
          {Messages.accessDenied}
        </p>
      ) : !pricingTermID ? (
        <TermForm />
      ) : (
        <QueryView query={term}>{(data) => <TermForm key={data.pricingTermID} term={data} />}</QueryView>
      )}
    </section>
  );
}

function TermForm({ term }: { term?: PricingTerm }) {
  const save = pricingTermCalls.useSave();
  const navigate = useNavigate();
  return (
    <Form
      aria-label="Pricing term"
      schema={savePricingTermRequest}
      className="flex max-w-3xl flex-col gap-5"
      options={{
        mode: 'onChange',
        defaultValues: {
          pricingTermID: term?.pricingTermID,
          title: term?.title ?? '',
          content: term?.content ?? '',
          status: term?.status ?? 'ACT',
        },
      }}
      onSubmit={async (input) => {
        await save.mutateAsync(input);
        navigate(paths.admin.pricingTerm.getHref());
      }}
    >
      {({ register, control, formState }) => (
        <>
          <div className={formCard}>
            <InputField
              label="Title"
              autoComplete="off"
              registration={register('title')}
              error={formState.errors.title}
            />
            <RichTextField label="Text" name="content" control={control} height={RichTextHeights.answer} />
            <SelectField
              label="Status"
              options={contentStatusOptions}
              registration={register('status')}
              error={formState.errors.status}
            />
          </div>
          <FormActions
            cancelTo={paths.admin.pricingTerm.getHref()}
            hint={<SaveBlockedHint className="sm:mr-auto" />}
            disabled={!formState.isValid || formState.isSubmitting}
            busy={formState.isSubmitting}
          />
        </>
      )}
    </Form>
  );
}
