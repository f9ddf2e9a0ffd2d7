import { Messages, savePricingCategoryRequest, type PricingCategory } from '@notebook/contracts';
import { InputField, TextAreaField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { pricingCategoryCalls } from '../api/pricing-lists';
import { OrderedPricingEditPage, OrderedPricingForm, OrderedPricingPage } from './ordered-pricing-pages';

const plural = (count: number) => `${count} plan${count === 1 ? '' : 's'}`;

/** /admin/pricing-category: the categories the public pricing section groups plans under, in their order. */
export function PricingCategoriesPage({ title, description }: { title: string; description: string }) {
  return (
    <OrderedPricingPage<PricingCategory>
      title={title}
      description={description}
      addLabel="Add Pricing Category"
      addHref={paths.admin.pricingCategoryAddEdit.getHref()}
      calls={pricingCategoryCalls}
      label="Pricing categories"
      kind="pricing category"
      empty={Messages.noPricingCategories}
      idOf={(category) => category.pricingCategoryID}
      nameOf={(category) => category.categoryName}
      editHref={(category) => paths.admin.pricingCategoryAddEdit.getHref(category.pricingCategoryID)}
      details={(category) => (
        <>
          {category.description && <span className="block">{category.description}</span>}
          <span className="tabular-nums">{plural(category.planCount)}</span>
        </>
      )}
    />
  );
}

/** /admin/pricing-category/add-edit[?pricingCategoryID=]: a category's name, description and status. */
export function PricingCategoryEditPage({ description }: { description: string }) {
  return (
    <OrderedPricingEditPage<PricingCategory>
      description={description}
      idParam="pricingCategoryID"
      noun="Pricing Category"
      backTo={paths.admin.pricingCategory.getHref()}
      backLabel="Pricing categories"
      useOne={pricingCategoryCalls.useOne}
      idOf={(category) => category.pricingCategoryID}
      form={(category) => <CategoryForm category={category} />}
    />
  );
}

function CategoryForm({ category }: { category?: PricingCategory }) {
  const save = pricingCategoryCalls.useSave();
  return (
    <OrderedPricingForm
      label="Pricing category"
      schema={savePricingCategoryRequest}
      className="flex max-w-2xl flex-col gap-5"
      defaultValues={{
        pricingCategoryID: category?.pricingCategoryID,
        categoryName: category?.categoryName ?? '',
        description: category?.description ?? '',
        status: category?.status ?? 'ACT',
      }}
      save={(input) => save.mutateAsync(input)}
      listHref={paths.admin.pricingCategory.getHref()}
    >
      {({ register, formState }) => (
        <>
          <InputField
            label="Category name"
            autoComplete="off"
            registration={register('categoryName')}
            error={formState.errors.categoryName}
          />
          <TextAreaField
            label="Description"
            hint="Shown under the category's name on the pricing section."
            rows={3}
            registration={register('description')}
            error={formState.errors.description}
          />
        </>
      )}
    </OrderedPricingForm>
  );
}
