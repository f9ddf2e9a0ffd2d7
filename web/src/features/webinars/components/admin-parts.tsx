import { Privileges } from '@notebook/contracts';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { formCard } from '@/components/forms/form-card';
import { FormActions } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { type BindField, Form, type FormMethods, type FormSchema } from '@/components/ui/form';
import { Switch } from '@/components/ui/switch';
import { useHoldsPrivilege } from '@/lib/auth-store';

/** Whether this admin may add, edit or switch webinars (spec section 6); the server checks it on every call. */
export function useCanEditWebinars() {
  return useHoldsPrivilege(Privileges.webinar.addEdit);
}

/** Active / Inactive as a switch named "Status of <name>", its state in words beside it. */
export function StatusSwitch({
  name,
  active,
  disabled,
  onChange,
}: {
  name: string;
  active: boolean;
  disabled?: boolean;
  onChange: (active: boolean) => void;
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <Switch checked={active} disabled={disabled} onCheckedChange={onChange} aria-label={`Status of ${name}`} />
      <span aria-hidden="true" className="text-ink-muted">
        {active ? 'Active' : 'Inactive'}
      </span>
    </span>
  );
}

export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={to} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" /> Edit
      </Link>
    </Button>
  );
}

/** A cell of an admin list's row. */
export const cell = 'px-4 py-3 text-ink';

type AdminFormProps<S extends FormSchema> = {
  label: string;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  save: (values: z.output<S>) => Promise<unknown>;
  /** The list the form goes back to once saved (and on Cancel). */
  backTo: string;
  children: (bind: BindField<z.input<S>>, form: FormMethods<S>) => ReactNode;
};

/** An admin add-edit form: its fields in a card, Cancel and Save under it, back to the list once saved. */
export function AdminForm<S extends FormSchema>({
  label,
  schema,
  defaultValues,
  save,
  backTo,
  children,
}: AdminFormProps<S>) {
  const navigate = useNavigate();
  return (
    <Form
      aria-label={label}
      schema={schema}
      options={{ mode: 'onChange', defaultValues }}
      onSubmit={async (values) => {
        await save(values);
        await navigate(backTo);
      }}
    >
      {(form) => (
        <>
          <div className={formCard}>{children(form.bind, form)}</div>
          <FormActions cancelTo={backTo} />
        </>
      )}
    </Form>
  );
}
