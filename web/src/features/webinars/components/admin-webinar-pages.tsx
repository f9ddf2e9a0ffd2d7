import {
  Messages,
  WebinarDurationMinutes,
  type Webinar,
  type WebinarCategory,
  saveWebinarRequest,
} from '@notebook/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { AddLink, BackLink, ListTable, QueryView } from '@/components/ui/admin-list';
import { InputField, SelectField, TextAreaField, numberOrAbsent } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usePagedFilters } from '@/hooks/use-search-paging';
import {
  useAdminWebinar,
  useAdminWebinarsPage,
  useSaveWebinar,
  useWebinarCategories,
  useWebinarStatus,
} from '../api/webinar-calls';
import { AdminForm, EditLink, StatusSwitch, cell, useCanEditWebinars } from './admin-parts';
import { FilterBar, PagedWebinars, filterBinder } from './list-parts';
import { SYDNEY, fromSydneyInput, toSydneyInput } from '@/lib/sydney-time';
import { formatWebinarTime } from './webinar-time';

type PageProps = { title: string; description: string };

const listHref = paths.admin.webinars.getHref();
const editHref = (webinarID?: string) =>
  webinarID ? `${paths.admin.webinarsAddEdit.getHref()}?webinarID=${webinarID}` : paths.admin.webinarsAddEdit.getHref();

const periodChoices = [
  { value: '', label: 'Any time' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];
const statusChoices = [
  { value: '', label: 'All' },
  { value: 'ACT', label: 'Active' },
  { value: 'INA', label: 'Inactive' },
];

const anyCategory = { value: '', label: 'All categories' };
const categoryChoices = (categories: readonly WebinarCategory[] = []) =>
  categories.map((category) => ({ value: category.webinarCategoryID, label: category.categoryName }));

/** /admin/webinars: newest start first, 20 a page, filtered by category, period and status. */
export function AdminWebinarsPage({ title, description }: PageProps) {
  const canEdit = useCanEditWebinars();
  const categories = useWebinarCategories();
  const paged = usePagedFilters({ category: '', period: '', status: '' });
  const { filters, page, setPage } = paged;
  const bind = filterBinder(paged);
  // "Upcoming" and "Past" split at the instant the period was chosen, so the key stays put between renders.
  const [splitAt, setSplitAt] = useState(() => new Date().toISOString());
  const webinars = useAdminWebinarsPage({
    page,
    webinarCategoryID: filters.category || undefined,
    startsFrom: filters.period === 'upcoming' ? splitAt : undefined,
    startsBefore: filters.period === 'past' ? splitAt : undefined,
    status: (filters.status || undefined) as 'ACT' | 'INA' | undefined,
  });
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={canEdit && <AddLink to={editHref()}>Add Webinar</AddLink>}
      />
      <FilterBar
        filters={[
          { label: 'Category', options: [anyCategory, ...categoryChoices(categories.data)], ...bind('category') },
          { label: 'Period', options: periodChoices, ...bind('period', () => setSplitAt(new Date().toISOString())) },
          { label: 'Status', options: statusChoices, ...bind('status') },
        ]}
      />
      <PagedWebinars query={webinars} page={page} onPage={setPage}>
        {(data) => (
          <ListTable label="Webinars" columns={['Webinar', 'Starts (Sydney)', 'Category', 'Status', '']}>
            {data.pageData.map((webinar) => (
              <WebinarRow key={webinar.webinarID} webinar={webinar} canEdit={canEdit} />
            ))}
          </ListTable>
        )}
      </PagedWebinars>
    </section>
  );
}

function WebinarRow({ webinar, canEdit }: { webinar: Webinar; canEdit: boolean }) {
  const status = useWebinarStatus();
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-80 px-4 py-3 text-left font-normal">
        <span className="font-medium text-ink [overflow-wrap:anywhere]">{webinar.webinarName}</span>
        <span className="mt-0.5 block text-ink-muted">
          {webinar.presenter} · {webinar.durationMinutes} min
        </span>
      </th>
      <td className={`${cell} whitespace-nowrap`}>{formatWebinarTime(webinar.startsAt, SYDNEY)}</td>
      <td className={cell}>{webinar.categoryName}</td>
      <td className={cell}>
        <StatusSwitch
          name={webinar.webinarName}
          active={webinar.status === 'ACT'}
          disabled={!canEdit || status.isPending}
          onChange={(active) => status.mutate({ webinarID: webinar.webinarID, status: active ? 'ACT' : 'INA' })}
        />
      </td>
      <td className="px-4 py-1.5 text-right">
        {canEdit && <EditLink to={editHref(webinar.webinarID)} name={webinar.webinarName} />}
      </td>
    </tr>
  );
}

/** An empty box is no link; anything else must pass the server's https rule. */
const optionalLink = z
  .string()
  .trim()
  .transform((link) => link || undefined)
  .pipe(saveWebinarRequest.shape.recordingLink);

/** The server's schema, with the start as Sydney's wall clock (a datetime-local field) and an empty recording as none. */
const webinarFormSchema = saveWebinarRequest.extend({
  startsAt: z.string({ error: Messages.required }).min(1, { error: Messages.required }),
  recordingLink: optionalLink,
});
type WebinarForm = z.input<typeof webinarFormSchema>;

const statusOptions = statusChoices.slice(1);

const newWebinar: WebinarForm = {
  webinarName: '',
  webinarCategoryID: '',
  presenter: '',
  startsAt: '',
  durationMinutes: 60,
  joinLink: '',
  recordingLink: '',
  status: 'ACT',
};

/** A webinar as the form holds it: the start on Sydney's clock, absent texts as empty boxes. */
function defaultsOf(webinar: Webinar | undefined): WebinarForm {
  if (!webinar) return newWebinar;
  const { startsAt, description, recordingLink, bannerSlug } = webinar;
  return {
    ...webinar,
    startsAt: toSydneyInput(startsAt),
    description: description ?? '',
    recordingLink: recordingLink ?? '',
    bannerSlug: bannerSlug ?? '',
  };
}

/** /admin/webinars/add-edit[?webinarID=]: a webinar's details, its start entered in Sydney time. */
export function AdminWebinarEditPage({ title, description }: PageProps) {
  const [searchParams] = useSearchParams();
  const webinarID = searchParams.get('webinarID');
  const webinar = useAdminWebinar(webinarID);
  const categories = useWebinarCategories();
  return (
    <section className="max-w-3xl">
      <BackLink to={listHref}>Webinars</BackLink>
      <PageHeader title={webinar.data?.webinarName ?? title} description={description} />
      <QueryView query={categories}>
        {(list) =>
          webinarID ? (
            <QueryView query={webinar}>
              {(found) => <WebinarFormCard key={found.webinarID} webinar={found} categories={list} />}
            </QueryView>
          ) : (
            <WebinarFormCard categories={list} />
          )
        }
      </QueryView>
    </section>
  );
}

function WebinarFormCard({ webinar, categories }: { webinar?: Webinar; categories: readonly WebinarCategory[] }) {
  const save = useSaveWebinar();
  const active = categories.filter(
    (category) => category.status === 'ACT' || category.webinarCategoryID === webinar?.webinarCategoryID,
  );
  return (
    <AdminForm
      label="Webinar"
      schema={webinarFormSchema}
      defaultValues={defaultsOf(webinar)}
      save={(form) => save.mutateAsync({ ...form, startsAt: fromSydneyInput(form.startsAt) })}
      backTo={listHref}
    >
      {(bind) => (
        <>
          <InputField label="Webinar name" autoComplete="off" {...bind('webinarName')} />
          <SelectField
            label="Category"
            options={[{ value: '', label: 'Choose a category' }, ...categoryChoices(active)]}
            {...bind('webinarCategoryID')}
          />
          <InputField label="Presenter" autoComplete="off" {...bind('presenter')} />
          <TextAreaField
            label="Description"
            hint="Rich text (HTML) is kept as written, cleaned by the server."
            rows={5}
            {...bind('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label="Starts (Australia/Sydney time)" type="datetime-local" {...bind('startsAt')} />
            <InputField
              label="Duration"
              hint={`Minutes, ${WebinarDurationMinutes.min} to ${WebinarDurationMinutes.max}.`}
              type="number"
              inputMode="numeric"
              {...bind('durationMinutes', { setValueAs: numberOrAbsent })}
            />
          </div>
          <InputField label="Join link" type="url" placeholder="https://" {...bind('joinLink')} />
          <InputField
            label="Recording link"
            hint="Once the webinar has started."
            type="url"
            placeholder="https://"
            {...bind('recordingLink')}
          />
          <InputField
            label="Banner slug"
            hint="Optional: lower-case words joined by hyphens, for /public/webinars/banner/<slug>."
            autoComplete="off"
            {...bind('bannerSlug')}
          />
          <SelectField label="Status" options={statusOptions} {...bind('status')} />
        </>
      )}
    </AdminForm>
  );
}
