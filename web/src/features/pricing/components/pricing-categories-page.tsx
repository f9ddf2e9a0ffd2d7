import { Messages, savePricingCategoryRequest, type PricingCategory } from '@notebook/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AddLink, BackLink, FormActions, QueryView } from '@/components/ui/admin-list';
import { Form, InputField, SaveBlockedHint, SelectField, TextAreaField } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { pricingCategoryCalls } from '../api/pricing-lists';
import { OrderedPricingList } from './ordered-pricing-list';
import { usePricingPermissions } from './pricing-permissions';
import { contentStatusOptions, formCard } from './pricing-form-parts';

const plural = (count: number) => `${count} plan${count === 1 ? '' : 's'}`;

/** /admin/pricing-category: the categories the public pricing section groups plans under, in their order. */
export function PricingCategoriesPage({ title, description }: { title: string; description: string }) {
  const permissions = usePricingPermissions();
  const categories = pricingCategoryCalls.useList({ enabled: permissions.view });
  const reorder = pricingCategoryCalls.useReorder();
  const status = pricingCategoryCalls.useStatus();
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={
          permissions.edit && <AddLink to={paths.admin.pricingCategoryAddEdit.getHref()}>Add Pricing Category</AddLink>
        }
      />
      {!permissions.view ? (
        <p role="alert" className="text-ink-muted">
          {Messages.accessDenied}
        </p>
      ) : (
        <OrderedPricingList<PricingCategory>
          label="Pricing categories"
          kind="pricing category"
          query={categories}
          empty={Messages.noPricingCategories}
          permissions={permissions}
          idOf={(category) => category.pricingCategoryID}
          nameOf={(category) => category.categoryName}
          editHref={(category) => paths.admin.pricingCategoryAddEdit.getHref(category.pricingCategoryID)}
          details={(category) => (
            <>
              {category.description && <span className="block">{category.description}</span>}
              <span className="tabular-nums">{plural(category.planCount)}</span>
            </>
          )}
          reorder={reorder}
          toggleStatus={(category) =>
            status.mutate({ id: category.pricingCategoryID, status: category.status === 'ACT' ? 'INA' : 'ACT' })
          }
        />
      )}
    </section>
  );
}

/** /admin/pricing-category/add-edit[?pricingCategoryID=]: a category's name, description and status. */
export function PricingCategoryEditPage({ description }: { description: string }) {
  const [searchParams] = useSearchParams();
  const pricingCategoryID = searchParams.get('pricingCategoryID');
  const permissions = usePricingPermissions();
  const category = pricingCategoryCalls.useOne(permissions.edit ? pricingCategoryID : null);
  return (
    <section>
      <BackLink to={paths.admin.pricingCategory.getHref()}>Pricing categories</BackLink>
      <PageHeader
        title={pricingCategoryID ? 'Edit Pricing Category' : 'Add Pricing Category'}
        description={description}
      />
      {!permissions.edit ? (
        <p role="alert" className="text-ink-muted">
          {Messages.accessDenied}
        </p>
      ) : !pricingCategoryID ? (
        <CategoryForm />
      ) : (
        <QueryView query={category}>
          {(data) => <CategoryForm key={data.pricingCategoryID} category={data} />}
        </QueryView>
      )}
    </section>
  );
}

function CategoryForm({ category }: { category?: PricingCategory }) {
  const save = pricingCategoryCalls.useSave();
  const navigate = useNavigate();
  return (
    <Form
      aria-label="Pricing category"
      schema={savePricingCategoryRequest}
      className="flex max-w-2xl flex-col gap-5"
      options={{
        mode: 'onChange',
        defaultValues: {
          pricingCategoryID: category?.pricingCategoryID,
          categoryName: category?.categoryName ?? '',
          description: category?.description ?? '',
          status: category?.status ?? 'ACT',
        },
      }}
      onSubmit={async (input) => {
        await save.mutateAsync(input);
        navigate(paths.admin.pricingCategory.getHref());
      }}
    >
      {({ register, formState }) => (
        <>
          <div className={formCard}>
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
            <SelectField
              label="Status"
              options={contentStatusOptions}
              registration={register('status')}
              error={formState.errors.status}
            />
          </div>
          <FormActions
            cancelTo={paths.admin.pricingCategory.getHref()}
            hint={<SaveBlockedHint className="sm:mr-auto" />}
            disabled={!formState.isValid || formState.isSubmitting}
            busy={formState.isSubmitting}
          />
        </>
      )}
    </Form>
  );
}
