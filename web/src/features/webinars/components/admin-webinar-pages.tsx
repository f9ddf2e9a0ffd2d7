import {
  Messages,
  WebinarDurationMinutes,
  type Webinar,
  type WebinarCategory,
  saveWebinarRequest,
} from '@notebook/contracts';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { AddLink, BackLink, ListTable, QueryView } from '@/components/ui/admin-list';
import { CheckboxField, InputField, SelectField, numberOrAbsent } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usePagedFilters } from '@/hooks/use-search-paging';
import {
  useAdminWebinar,
  useAdminWebinarsPage,
  usePlanChoices,
  useReaderGroupChoices,
  useSaveWebinar,
  useWebinarCategories,
  useWebinarStatus,
} from '../api/webinar-calls';
import { TickList } from '@/components/forms/tick-list';
import { AdminForm, EditLink, StatusSwitch, cell, useCanEditWebinars } from './admin-parts';
import { WebinarResourcesCard } from './admin-webinar-resources';
import { FilterBar, PagedWebinars, filterBinder } from './list-parts';
import { SYDNEY, fromSydneyInput, toSydneyInput } from '@/lib/sydney-time';
import { formatWebinarTime } from './webinar-time';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';

/** The audience lists scroll in a box of their own: a site may have dozens of plans and groups. */
const AUDIENCE_BOX = 'max-h-48 overflow-y-auto rounded-lg border border-line px-3 py-1';

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
  audiencePricingPlanIDs: [],
  audienceReaderGroupIDs: [],
  notifyReaders: false,
};

/** A webinar as the form holds it: the start on Sydney's clock, absent texts as empty boxes, its audience ticked. */
function defaultsOf(webinar: Webinar | undefined): WebinarForm {
  if (!webinar) return newWebinar;
  const { startsAt, description, recordingLink, bannerSlug, audience } = webinar;
  return {
    ...webinar,
    startsAt: toSydneyInput(startsAt),
    description: description ?? '',
    recordingLink: recordingLink ?? '',
    bannerSlug: bannerSlug ?? '',
    audiencePricingPlanIDs: audience.pricingPlanIDs,
    audienceReaderGroupIDs: audience.readerGroupIDs,
    notifyReaders: false,
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
              {(found) => (
                <div className="flex flex-col gap-6">
                  <WebinarFormCard key={found.webinarID} webinar={found} categories={list} />
                  <WebinarResourcesCard webinar={found} />
                </div>
              )}
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
      {(bind, form) => (
        <>
          <InputField label="Webinar name" autoComplete="off" {...bind('webinarName')} />
          <SelectField
            label="Category"
            options={[{ value: '', label: 'Choose a category' }, ...categoryChoices(active)]}
            {...bind('webinarCategoryID')}
          />
          <InputField label="Presenter" autoComplete="off" {...bind('presenter')} />
          <RichTextField
            label="Description"
            name="description"
            control={form.control}
            height={RichTextHeights.answer}
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
          <AudienceFields control={form.control} />
          <CheckboxField
            label="Notify readers"
            description={
              webinar
                ? 'Sends the audience a notification if this save changes the start (a reschedule).'
                : 'Sends the audience a notification about the new webinar.'
            }
            {...bind('notifyReaders')}
          />
        </>
      )}
    </AdminForm>
  );
}

/** Who may join: plans and reader groups ticked; none ticked is every reader on a plan. */
function AudienceFields({ control }: { control: Control<WebinarForm, unknown, z.output<typeof webinarFormSchema>> }) {
  const plans = useController({ control, name: 'audiencePricingPlanIDs' });
  const groups = useController({ control, name: 'audienceReaderGroupIDs' });
  const planList = usePlanChoices();
  const groupList = useReaderGroupChoices();
  const unavailable = (what: string, failed: boolean) => (failed ? `${what} could not be listed.` : `No ${what} yet.`);
  return (
    <section aria-labelledby="webinar-audience" className="flex flex-col gap-2">
      <h2 id="webinar-audience" className="text-sm font-semibold text-ink">
        Who may join
      </h2>
      <p className="text-sm text-ink-muted">
        None ticked: every reader on a plan. Otherwise only readers on a plan who hold a ticked plan or are in a ticked
        group get the join link, the recording and the PDFs.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <TickList
          keepUnlisted
          className={AUDIENCE_BOX}
          legend="Pricing plans"
          items={planList.data ?? []}
          idOf={(plan) => plan.pricingPlanID}
          labelOf={(plan) => plan.planName}
          value={plans.field.value ?? []}
          onChange={plans.field.onChange}
          empty={unavailable('pricing plans', planList.isError)}
        />
        <TickList
          keepUnlisted
          className={AUDIENCE_BOX}
          legend="Reader groups"
          items={groupList.data?.pageData ?? []}
          idOf={(group) => group.readerGroupID}
          labelOf={(group) => group.groupName}
          value={groups.field.value ?? []}
          onChange={groups.field.onChange}
          empty={unavailable('reader groups', groupList.isError)}
        />
      </div>
    </section>
  );
}
