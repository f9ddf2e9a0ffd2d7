import { Messages, savePricingTermRequest, type PricingTerm } from '@notebook/contracts';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { InputField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { pricingTermCalls } from '../api/pricing-lists';
import type { OrderedPricingDescription } from './ordered-pricing';
import { OrderedPricingEditPage, OrderedPricingForm, OrderedPricingPage } from './ordered-pricing-pages';

/** The first words of a term's rich text, for the list. */
function excerpt(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** The terms readers accept before paying, in the order the payment pages show them. */
const pricingTerms: OrderedPricingDescription<PricingTerm> = {
  noun: 'Pricing Term',
  plural: 'Pricing terms',
  empty: Messages.noPricingTerms,
  listHref: paths.admin.pricingTerm.getHref(),
  addEditHref: paths.admin.pricingTermAddEdit.getHref,
  idParam: 'pricingTermID',
  calls: pricingTermCalls,
  idOf: (term) => term.pricingTermID,
  nameOf: (term) => term.title,
  details: (term) => (
    <>
      <span className="line-clamp-2 block">{excerpt(term.content)}</span>
      <span className="text-xs">Updated {formatDate(new Date(term.updatedAt))}</span>
    </>
  ),
  form: (term) => <TermForm term={term} />,
};

/** /admin/pricing-term: the terms, in their order. */
export function PricingTermsPage({ title, description }: { title: string; description: string }) {
  return <OrderedPricingPage list={pricingTerms} title={title} description={description} />;
}

/** /admin/pricing-term/add-edit[?pricingTermID=]: a term's title, text (rich) and status. */
export function PricingTermEditPage({ description }: { description: string }) {
  return <OrderedPricingEditPage list={pricingTerms} description={description} />;
}

function TermForm({ term }: { term?: PricingTerm }) {
  const save = pricingTermCalls.useSave();
  return (
    <OrderedPricingForm
      list={pricingTerms}
      schema={savePricingTermRequest}
      className="flex max-w-3xl flex-col gap-5"
      defaultValues={{
        pricingTermID: term?.pricingTermID,
        title: term?.title ?? '',
        content: term?.content ?? '',
        status: term?.status ?? 'ACT',
      }}
      save={(input) => save.mutateAsync(input)}
    >
      {({ bind, control }) => (
        <>
          <InputField label="Title" autoComplete="off" {...bind('title')} />
          <RichTextField label="Text" name="content" control={control} height={RichTextHeights.answer} />
        </>
      )}
    </OrderedPricingForm>
  );
}
