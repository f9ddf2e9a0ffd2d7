import { Messages, type ContentStatus } from '@notebook/contracts';
import { Fragment, type ReactNode } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { formCard } from '@/components/forms/form-card';
import { AddLink, BackLink, FormActions, QueryView } from '@/components/ui/admin-list';
import { Form, SelectField, type FormMethods, type FormSchema } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { OrderedPricingList } from './ordered-pricing-list';
import { formLabel, type OrderedPricingDescription } from './ordered-pricing';
import { contentStatusOptions } from './pricing-form-parts';
import { usePricingPermissions } from './pricing-permissions';

type PageText = { title: string; description: string };

function AccessDenied() {
  return (
    <p role="alert" className="text-ink-muted">
      {Messages.accessDenied}
    </p>
  );
}

/** An ordered pricing list's admin page: its header with Add (to editors), then the list (to viewers). */
export function OrderedPricingPage<Item extends { status: ContentStatus }>({
  list,
  title,
  description,
}: PageText & { list: OrderedPricingDescription<Item> }) {
  const permissions = usePricingPermissions();
  const items = list.calls.useList({ enabled: permissions.view });
  const reorder = list.calls.useReorder();
  const status = list.calls.useStatus();
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={permissions.edit && <AddLink to={list.addEditHref()}>{`Add ${list.noun}`}</AddLink>}
      />
      {!permissions.view ? (
        <AccessDenied />
      ) : (
        <OrderedPricingList<Item>
          list={list}
          query={items}
          permissions={permissions}
          reorder={reorder}
          toggleStatus={(item) => status.mutate({ id: list.idOf(item), status: item.status === 'ACT' ? 'INA' : 'ACT' })}
        />
      )}
    </section>
  );
}

/** An ordered pricing item's add-edit page (its item named by the list's `idParam`), to editors only. */
export function OrderedPricingEditPage<Item extends { status: ContentStatus }>({
  list,
  description,
}: Pick<PageText, 'description'> & { list: OrderedPricingDescription<Item> }) {
  const [searchParams] = useSearchParams();
  const id = searchParams.get(list.idParam);
  const permissions = usePricingPermissions();
  const stored = list.calls.useOne(permissions.edit ? id : null);
  return (
    <section>
      <BackLink to={list.listHref}>{list.plural}</BackLink>
      <PageHeader title={`${id ? 'Edit' : 'Add'} ${list.noun}`} description={description} />
      {!permissions.edit ? (
        <AccessDenied />
      ) : !id ? (
        list.form()
      ) : (
        <QueryView query={stored}>{(item) => <Fragment key={list.idOf(item)}>{list.form(item)}</Fragment>}</QueryView>
      )}
    </section>
  );
}

type OrderedPricingFormProps<S extends FormSchema> = {
  /** Names the form ("Pricing term") and is where Cancel and a successful save go. */
  list: Pick<OrderedPricingDescription, 'noun' | 'listHref'>;
  schema: S;
  className: string;
  defaultValues: DefaultValues<z.input<S>>;
  save: (input: z.output<S>) => Promise<unknown>;
  /** The fields before the status (the schema's `status`), laid out in the form's card. */
  children: (methods: FormMethods<S>) => ReactNode;
};

/** An ordered pricing item's form: its fields in a card, then Cancel and Save; saved, it returns to the list. */
export function OrderedPricingForm<S extends FormSchema>({
  list,
  schema,
  className,
  defaultValues,
  save,
  children,
}: OrderedPricingFormProps<S>) {
  const navigate = useNavigate();
  const statusField = 'status' as Path<z.input<S>>;
  return (
    <Form
      aria-label={formLabel(list)}
      schema={schema}
      className={className}
      options={{ mode: 'onChange', defaultValues }}
      onSubmit={async (input) => {
        await save(input);
        navigate(list.listHref);
      }}
    >
      {(methods) => (
        <>
          <div className={formCard}>
            {children(methods)}
            <SelectField label="Status" options={contentStatusOptions} {...methods.bind(statusField)} />
          </div>
          <FormActions cancelTo={list.listHref} />
        </>
      )}
    </Form>
  );
}
