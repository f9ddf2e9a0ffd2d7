import {
  Messages,
  WebinarCategoryCodes,
  WebinarCategoryType,
  type WebinarCategory,
  saveWebinarCategoryRequest,
} from '@notebook/contracts';
import { useSearchParams } from 'react-router-dom';
import { AddLink, BackLink, ListTable, QueryView } from '@/components/ui/admin-list';
import { InputField, SelectField, numberOrAbsent } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { statusOptions } from '@/components/ui/name-status-dialog';
import { paths } from '@/config/paths';
import { useSaveWebinarCategory, useWebinarCategories, useWebinarCategoryStatus } from '../api/webinar-calls';
import { AdminForm, EditLink, StatusSwitch, cell } from './admin-parts';

type PageProps = { title: string; description: string };

const listHref = paths.admin.webinarCategory.getHref();
const editHref = (webinarCategoryID?: string) =>
  webinarCategoryID
    ? `${paths.admin.webinarCategoryAddEdit.getHref()}?webinarCategoryID=${webinarCategoryID}`
    : paths.admin.webinarCategoryAddEdit.getHref();

/** /admin/webinar-category: the categories by display order, each with its status switch. */
export function WebinarCategoriesPage({ title, description }: PageProps) {
  const categories = useWebinarCategories();
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={<AddLink to={editHref()}>Add Webinar Category</AddLink>}
      />
      <QueryView query={categories} isEmpty={(list) => list.length === 0} empty={Messages.noWebinarCategories}>
        {(list) => (
          <ListTable
            label="Webinar categories"
            columns={['Category', 'Type', 'Code', { label: 'Order', align: 'right' }, 'Status', '']}
          >
            {list.map((category) => (
              <CategoryRow key={category.webinarCategoryID} category={category} />
            ))}
          </ListTable>
        )}
      </QueryView>
    </section>
  );
}

function CategoryRow({ category }: { category: WebinarCategory }) {
  const status = useWebinarCategoryStatus();
  return (
    <tr>
      <th scope="row" className="px-4 py-3 text-left font-medium text-ink">
        {category.categoryName}
      </th>
      <td className={cell}>{category.categoryType}</td>
      <td className={cell}>{category.categoryCode}</td>
      <td className={`${cell} text-right tabular-nums`}>{category.displayOrder}</td>
      <td className={cell}>
        <StatusSwitch
          name={category.categoryName}
          active={category.status === 'ACT'}
          disabled={status.isPending}
          onChange={(active) =>
            status.mutate({ webinarCategoryID: category.webinarCategoryID, status: active ? 'ACT' : 'INA' })
          }
        />
      </td>
      <td className="px-4 py-1.5 text-right">
        <EditLink to={editHref(category.webinarCategoryID)} name={category.categoryName} />
      </td>
    </tr>
  );
}

const typeOptions = WebinarCategoryType.map((type) => ({ value: type, label: type }));
const codeOptions = [
  { value: '', label: 'Choose a code' },
  ...WebinarCategoryCodes.map((code) => ({ value: code, label: code })),
];

/** /admin/webinar-category/add-edit[?webinarCategoryID=]: type, code, name, order and status. */
export function WebinarCategoryEditPage({ title, description }: PageProps) {
  const [searchParams] = useSearchParams();
  const webinarCategoryID = searchParams.get('webinarCategoryID');
  const categories = useWebinarCategories();
  return (
    <section className="max-w-2xl">
      <BackLink to={listHref}>Webinar categories</BackLink>
      <PageHeader title={title} description={description} />
      <QueryView query={categories}>
        {(list) => (
          <CategoryForm category={list.find((category) => category.webinarCategoryID === webinarCategoryID)} />
        )}
      </QueryView>
    </section>
  );
}

function CategoryForm({ category }: { category?: WebinarCategory }) {
  const save = useSaveWebinarCategory();
  return (
    <AdminForm
      label="Webinar category"
      schema={saveWebinarCategoryRequest}
      defaultValues={{
        categoryType: 'CCE',
        categoryCode: '',
        categoryName: '',
        displayOrder: 0,
        status: 'ACT',
        ...category,
      }}
      save={save.mutateAsync}
      backTo={listHref}
    >
      {(bind) => (
        <>
          <SelectField label="Type" options={typeOptions} {...bind('categoryType')} />
          <SelectField label="Code" options={codeOptions} {...bind('categoryCode')} />
          <InputField label="Category name" autoComplete="off" {...bind('categoryName')} />
          <InputField
            label="Display order"
            type="number"
            inputMode="numeric"
            {...bind('displayOrder', { setValueAs: numberOrAbsent })}
          />
          <SelectField label="Status" options={statusOptions} {...bind('status')} />
        </>
      )}
    </AdminForm>
  );
}
