import { Messages, savePricingTermRequest, type PricingTerm } from '@notebook/contracts';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { InputField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { pricingTermCalls } from '../api/pricing-lists';
import { OrderedPricingEditPage, OrderedPricingForm, OrderedPricingPage } from './ordered-pricing-pages';

/** The first words of a term's rich text, for the list. */
function excerpt(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** /admin/pricing-term: the terms readers accept before paying, in the order the payment pages show them. */
export function PricingTermsPage({ title, description }: { title: string; description: string }) {
  return (
    <OrderedPricingPage<PricingTerm>
      title={title}
      description={description}
      addLabel="Add Pricing Term"
      addHref={paths.admin.pricingTermAddEdit.getHref()}
      calls={pricingTermCalls}
      label="Pricing terms"
      kind="pricing term"
      empty={Messages.noPricingTerms}
      idOf={(term) => term.pricingTermID}
      nameOf={(term) => term.title}
      editHref={(term) => paths.admin.pricingTermAddEdit.getHref(term.pricingTermID)}
      details={(term) => (
        <>
          <span className="line-clamp-2 block">{excerpt(term.content)}</span>
          <span className="text-xs">Updated {formatDate(new Date(term.updatedAt))}</span>
        </>
      )}
    />
  );
}

/** /admin/pricing-term/add-edit[?pricingTermID=]: a term's title, text (rich) and status. */
export function PricingTermEditPage({ description }: { description: string }) {
  return (
    <OrderedPricingEditPage<PricingTerm>
      description={description}
      idParam="pricingTermID"
      noun="Pricing Term"
      backTo={paths.admin.pricingTerm.getHref()}
      backLabel="Pricing terms"
      useOne={pricingTermCalls.useOne}
      idOf={(term) => term.pricingTermID}
      form={(term) => <TermForm term={term} />}
    />
  );
}

function TermForm({ term }: { term?: PricingTerm }) {
  const save = pricingTermCalls.useSave();
  return (
    <OrderedPricingForm
      label="Pricing term"
      schema={savePricingTermRequest}
      className="flex max-w-3xl flex-col gap-5"
      defaultValues={{
        pricingTermID: term?.pricingTermID,
        title: term?.title ?? '',
        content: term?.content ?? '',
        status: term?.status ?? 'ACT',
      }}
      save={(input) => save.mutateAsync(input)}
      listHref={paths.admin.pricingTerm.getHref()}
    >
      {({ register, control, formState }) => (
        <>
          <InputField
            label="Title"
            autoComplete="off"
            registration={register('title')}
            error={formState.errors.title}
          />
          <RichTextField label="Text" name="content" control={control} height={RichTextHeights.answer} />
        </>
      )}
    </OrderedPricingForm>
  );
}
