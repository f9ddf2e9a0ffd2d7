import { Messages, savePricingCategoryRequest, type PricingCategory } from '@notebook/contracts';
import { InputField, TextAreaField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { countOf } from '@/lib/count-of';
import { pricingCategoryCalls } from '../api/pricing-lists';
import type { OrderedPricingDescription } from './ordered-pricing';
import { OrderedPricingEditPage, OrderedPricingForm, OrderedPricingPage } from './ordered-pricing-pages';

/** The categories the public pricing section groups plans under, in their order. */
const pricingCategories: OrderedPricingDescription<PricingCategory> = {
  noun: 'Pricing Category',
  plural: 'Pricing categories',
  empty: Messages.noPricingCategories,
  listHref: paths.admin.pricingCategory.getHref(),
  addEditHref: paths.admin.pricingCategoryAddEdit.getHref,
  idParam: 'pricingCategoryID',
  calls: pricingCategoryCalls,
  idOf: (category) => category.pricingCategoryID,
  nameOf: (category) => category.categoryName,
  details: (category) => (
    <>
      {category.description && <span className="block">{category.description}</span>}
      <span className="tabular-nums">{countOf(category.planCount, 'plan')}</span>
    </>
  ),
  form: (category) => <CategoryForm category={category} />,
};

/** /admin/pricing-category: the categories, in their order. */
export function PricingCategoriesPage({ title, description }: { title: string; description: string }) {
  return <OrderedPricingPage list={pricingCategories} title={title} description={description} />;
}

/** /admin/pricing-category/add-edit[?pricingCategoryID=]: a category's name, description and status. */
export function PricingCategoryEditPage({ description }: { description: string }) {
  return <OrderedPricingEditPage list={pricingCategories} description={description} />;
}

function CategoryForm({ category }: { category?: PricingCategory }) {
  const save = pricingCategoryCalls.useSave();
  return (
    <OrderedPricingForm
      list={pricingCategories}
      schema={savePricingCategoryRequest}
      className="flex max-w-2xl flex-col gap-5"
      defaultValues={{
        pricingCategoryID: category?.pricingCategoryID,
        categoryName: category?.categoryName ?? '',
        description: category?.description ?? '',
        status: category?.status ?? 'ACT',
      }}
      save={(input) => save.mutateAsync(input)}
    >
      {({ bind }) => (
        <>
          <InputField label="Category name" autoComplete="off" {...bind('categoryName')} />
          <TextAreaField
            label="Description"
            hint="Shown under the category's name on the pricing section."
            rows={3}
            {...bind('description')}
          />
        </>
      )}
    </OrderedPricingForm>
  );
}
