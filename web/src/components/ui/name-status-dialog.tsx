import type { ContentStatus } from '@notebook/contracts';
import { get, type DefaultValues, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog, DialogContent, DialogFormActions } from './dialog';
import { Form, InputField, SelectField } from './form';

export const statusOptions: ReadonlyArray<{ value: ContentStatus; label: string }> = [
  { value: 'ACT', label: 'Active' },
  { value: 'INA', label: 'Inactive' },
];

type Schema = z.ZodType<FieldValues, FieldValues>;

type NameStatusDialogProps<S extends Schema> = {
  /** "Add chapter" or "Edit chapter". */
  title: string;
  /** Where the item lives, e.g. "In Cardiology". */
  description: string;
  nameLabel: string;
  /** The schema's field holding the name, e.g. "chapterName"; the schema also has a `status`. */
  nameField: Path<z.input<S>>;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  save: (input: z.output<S>) => Promise<unknown>;
  onClose: () => void;
};

/**
 * The add-edit dialog of an item that has only a name and a status (a chapter, a lesson): Save waits
 * until the form is valid, and a saved item closes the dialog.
 */
export function NameStatusDialog<S extends Schema>({
  title,
  description,
  nameLabel,
  nameField,
  schema,
  defaultValues,
  save,
  onClose,
}: NameStatusDialogProps<S>) {
  const statusField = 'status' as Path<z.input<S>>;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={description}>
        <Form
          schema={schema}
          options={{ mode: 'onChange', defaultValues }}
          onSubmit={async (input) => {
            await save(input);
            onClose();
          }}
        >
          {({ register, formState }) => (
            <>
              <InputField
                label={nameLabel}
                autoComplete="off"
                registration={register(nameField)}
                error={get(formState.errors, nameField) as FieldError | undefined}
              />
              <SelectField
                label="Status"
                options={statusOptions}
                registration={register(statusField)}
                error={get(formState.errors, statusField) as FieldError | undefined}
              />
              <DialogFormActions canSave={formState.isValid} saving={formState.isSubmitting} />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}
