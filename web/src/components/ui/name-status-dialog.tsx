import type { ContentStatus } from '@notebook/contracts';
import type { ReactNode } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from './dialog';
import { InputField, SelectField, upTo, type BindField, type FormSchema } from './form';

export const statusOptions: ReadonlyArray<{ value: ContentStatus; label: string }> = [
  { value: 'ACT', label: 'Active' },
  { value: 'INA', label: 'Inactive' },
];

type NameDialogProps<S extends FormSchema> = {
  /** "Add chapter" or "Edit chapter". */
  title: string;
  /** Where the item lives, e.g. "In Cardiology". */
  description?: string;
  nameLabel: string;
  /** The schema's field holding the name, e.g. "chapterName". */
  nameField: Path<z.input<S>>;
  /** The name's length limit, said under the field ("Up to N characters"). */
  maxLength?: number;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  save: (input: z.output<S>) => Promise<unknown>;
  /** The fields under the name, if any. */
  children?: (bind: BindField<z.input<S>>) => ReactNode;
  /** Shown unless false; for a dialog its parent keeps mounted. */
  open?: boolean;
  onClose: () => void;
};

/**
 * The add-edit dialog of an item named by one field (a reader's topic or lesson): Save waits until
 * the form is valid, and a saved item closes the dialog.
 */
export function NameDialog<S extends FormSchema>({
  nameLabel,
  nameField,
  maxLength,
  children,
  ...dialog
}: NameDialogProps<S>) {
  return (
    <FormDialog {...dialog}>
      {({ bind }) => (
        <>
          <InputField
            label={nameLabel}
            autoComplete="off"
            maxLength={maxLength}
            hint={maxLength === undefined ? undefined : upTo(maxLength)}
            {...bind(nameField)}
          />
          {children?.(bind)}
        </>
      )}
    </FormDialog>
  );
}

/**
 * The add-edit dialog of an item that has a name and a status (a chapter group, a chapter, a lesson,
 * a topic with its free-content box as `children`).
 */
export function NameStatusDialog<S extends FormSchema>({ children, ...props }: NameDialogProps<S>) {
  const statusField = 'status' as Path<z.input<S>>;
  return (
    <NameDialog {...props}>
      {(bind) => (
        <>
          <SelectField label="Status" options={statusOptions} {...bind(statusField)} />
          {children?.(bind)}
        </>
      )}
    </NameDialog>
  );
}
