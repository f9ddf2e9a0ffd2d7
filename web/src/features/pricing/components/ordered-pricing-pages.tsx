import { Messages, type ContentStatus } from '@notebook/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import {
  get,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { AddLink, BackLink, FormActions, QueryView } from '@/components/ui/admin-list';
import { Form, SelectField } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { OrderedPricingList } from './ordered-pricing-list';
import { contentStatusOptions, formCard } from './pricing-form-parts';
import { usePricingPermissions } from './pricing-permissions';

/** The calls of one ordered pricing list (categories or terms) these pages use. */
type OrderedPricingCalls<Item> = {
  useList: (options: { enabled?: boolean }) => UseQueryResult<Item[]>;
  useOne: (id: string | null) => UseQueryResult<Item>;
  useReorder: () => { isPending: boolean; mutate: (ids: string[]) => void };
  useStatus: () => { mutate: (input: { id: string; status: ContentStatus }) => void };
};

type ListProps<Item extends { status: ContentStatus }> = Parameters<typeof OrderedPricingList<Item>>[0];

type OrderedPricingPageProps<Item extends { status: ContentStatus }> = Pick<
  ListProps<Item>,
  'label' | 'kind' | 'empty' | 'idOf' | 'nameOf' | 'editHref' | 'details'
> & {
  title: string;
  description: string;
  /** "Add Pricing Category", linking to the add-edit page. */
  addLabel: string;
  addHref: string;
  calls: OrderedPricingCalls<Item>;
};

function AccessDenied() {
  return (
    <p role="alert" className="text-ink-muted">
      {Messages.accessDenied}
    </p>
  );
}

/** An ordered pricing list's admin page: its header with Add (to editors), then the list (to viewers). */
export function OrderedPricingPage<Item extends { status: ContentStatus }>({
  title,
  description,
  addLabel,
  addHref,
  calls,
  ...list
}: OrderedPricingPageProps<Item>) {
  const permissions = usePricingPermissions();
  const items = calls.useList({ enabled: permissions.view });
  const reorder = calls.useReorder();
  const status = calls.useStatus();
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={permissions.edit && <AddLink to={addHref}>{addLabel}</AddLink>}
      />
      {!permissions.view ? (
        <AccessDenied />
      ) : (
        <OrderedPricingList<Item>
          {...list}
          query={items}
          permissions={permissions}
          reorder={reorder}
          toggleStatus={(item) => status.mutate({ id: list.idOf(item), status: item.status === 'ACT' ? 'INA' : 'ACT' })}
        />
      )}
    </section>
  );
}

type OrderedPricingEditPageProps<Item> = {
  description: string;
  /** The search parameter naming the edited item, e.g. "pricingTermID"; without it the page adds one. */
  idParam: string;
  /** "Pricing Term": the title reads "Add Pricing Term" or "Edit Pricing Term". */
  noun: string;
  backTo: string;
  backLabel: string;
  useOne: (id: string | null) => UseQueryResult<Item>;
  idOf: (item: Item) => string;
  /** The form, empty or filled with the stored item (and fresh for each item). */
  form: (item?: Item) => ReactNode;
};

/** An ordered pricing item's add-edit page, to editors only. */
export function OrderedPricingEditPage<Item>({
  description,
  idParam,
  noun,
  backTo,
  backLabel,
  useOne,
  idOf,
  form,
}: OrderedPricingEditPageProps<Item>) {
  const [searchParams] = useSearchParams();
  const id = searchParams.get(idParam);
  const permissions = usePricingPermissions();
  const stored = useOne(permissions.edit ? id : null);
  return (
    <section>
      <BackLink to={backTo}>{backLabel}</BackLink>
      <PageHeader title={`${id ? 'Edit' : 'Add'} ${noun}`} description={description} />
      {!permissions.edit ? (
        <AccessDenied />
      ) : !id ? (
        form()
      ) : (
        <QueryView query={stored}>{(item) => <Fragment key={idOf(item)}>{form(item)}</Fragment>}</QueryView>
      )}
    </section>
  );
}

type Schema = z.ZodType<FieldValues, FieldValues>;

type OrderedPricingFormProps<S extends Schema> = {
  /** The form's accessible name, e.g. "Pricing term". */
  label: string;
  schema: S;
  className: string;
  defaultValues: DefaultValues<z.input<S>>;
  save: (input: z.output<S>) => Promise<unknown>;
  /** Where Cancel and a successful save go. */
  listHref: string;
  /** The fields before the status (the schema's `status`), laid out in the form's card. */
  children: (methods: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
};

/** An ordered pricing item's form: its fields in a card, then Cancel and Save; saved, it returns to the list. */
export function OrderedPricingForm<S extends Schema>({
  label,
  schema,
  className,
  defaultValues,
  save,
  listHref,
  children,
}: OrderedPricingFormProps<S>) {
  const navigate = useNavigate();
  const statusField = 'status' as Path<z.input<S>>;
  return (
    <Form
      aria-label={label}
      schema={schema}
      className={className}
      options={{ mode: 'onChange', defaultValues }}
      onSubmit={async (input) => {
        await save(input);
        navigate(listHref);
      }}
    >
      {(methods) => (
        <>
          <div className={formCard}>
            {children(methods)}
            <SelectField
              label="Status"
              options={contentStatusOptions}
              registration={methods.register(statusField)}
              error={get(methods.formState.errors, statusField) as FieldError | undefined}
            />
          </div>
          <FormActions cancelTo={listHref} />
        </>
      )}
    </Form>
  );
}
