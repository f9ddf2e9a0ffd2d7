import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_SUBMIT_DELAY_MS, Messages } from '@notebook/contracts';
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import {
  get,
  useForm,
  useFormState,
  useWatch,
  type Control,
  type FieldError,
  type FieldValues,
  type FormState,
  type Path,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegister,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { delay } from '@/lib/delay';
import { Button } from './button';
import { Input, Select, fieldControlClass } from './input';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;
/** What a `Form` hands its children: react-hook-form's methods and `bind` for the fields. */
export type FormMethods<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  bind: BindField<z.input<S>>;
};

/** What a field component takes from its form: the registration and the error under the same name. */
export type FieldBinding = { registration: UseFormRegisterReturn; error?: FieldError };

/** `<InputField label="Name" {...bind('name')} />`: registers the name and hands the field its error. */
export type BindField<T extends FieldValues> = <N extends Path<T>>(
  name: N,
  options?: RegisterOptions<T, N>,
) => FieldBinding;

/** The `bind` of a form made outside `Form` (its children are given one). */
export function fieldBinder<T extends FieldValues>(form: {
  register: UseFormRegister<T>;
  formState: FormState<NoInfer<T>>;
}): BindField<T> {
  return (name, options) => ({ registration: form.register(name, options), error: get(form.formState.errors, name) });
}

type FormProps<S extends FormSchema> = {
  /** The contracts zod schema the server validates with. */
  schema: S;
  onSubmit: (values: z.output<S>) => Promise<unknown> | void;
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>;
  children: (methods: FormMethods<S>) => ReactNode;
} & Omit<ComponentProps<'form'>, 'onSubmit' | 'children'>;

/**
 * react-hook-form + zodResolver with the product's submit rules: submission waits
 * FORM_SUBMIT_DELAY_MS (spec section 5) and validation errors the server names by field are shown
 * on that field. The toast for any failure is already shown by the http client.
 */
export function Form<S extends FormSchema>({
  schema,
  onSubmit,
  options,
  children,
  className,
  ...formProps
}: FormProps<S>) {
  const methods = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });

  const submit = methods.handleSubmit(async (values) => {
    await delay(FORM_SUBMIT_DELAY_MS);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field in methods.getValues()) methods.setError(field as Path<z.input<S>>, { type: 'server', message });
      }
    }
  });

  return (
    <FormSchemaContext.Provider value={{ schema, control: methods.control as unknown as Control<FieldValues> }}>
      <form noValidate onSubmit={submit} className={cn('flex flex-col gap-4', className)} {...formProps}>
        {children({ ...methods, bind: fieldBinder(methods) })}
      </form>
    </FormSchemaContext.Provider>
  );
}

const FormSchemaContext = createContext<{ schema: FormSchema; control: Control<FieldValues> } | null>(null);

/** The submit button of the enclosing `Form`: disabled until the form is valid and while it saves (spec section 5). */
export function SubmitButton({ className, children = 'Save' }: { className?: string; children?: ReactNode }) {
  const context = useContext(FormSchemaContext);
  if (!context) throw new Error('SubmitButton is used outside a Form');
  return <SubmitButtonOf control={context.control} className={className} label={children} />;
}

function SubmitButtonOf({
  control,
  className,
  label,
}: {
  control: Control<FieldValues>;
  className?: string;
  label: ReactNode;
}) {
  const { isValid, isSubmitting } = useFormState({ control });
  return (
    <Button
      type="submit"
      className={className}
      disabled={!isValid || isSubmitting}
      aria-busy={isSubmitting || undefined}
    >
      {label}
    </Button>
  );
}

/** Field names the schemas use, as the forms label them. */
const fieldLabels: Record<string, string> = {
  questionName: 'Question name',
  question: 'Question',
  explanation: 'Explanation',
  caseName: 'Case name',
  caseDescription: 'Case description',
  noOfAnswers: 'Number of answers',
  noOfExpectedAnswers: 'Number of expected answers',
  correctAnswerID: 'Correct Answer',
  noteHeader: 'Note header',
  noteContent: 'Note content',
  mockExamName: 'Name',
  randomQuestionCount: 'Number of questions',
  durationMinutes: 'Duration',
  windowStart: 'Opens',
  windowEnd: 'Closes',
  passMark: 'Pass mark',
};

/** The label of the field a schema issue names: 'Answer B score' for `…List.1.answerScore`, 'Question name' for `….questionName`. */
function labelOfPath(path: readonly PropertyKey[]): string {
  const at = path.findLastIndex((key) => typeof key === 'number');
  const field = String(path.at(-1) ?? '');
  if (at >= 0 && at === path.length - 2) {
    const answer = `Answer ${String.fromCharCode(65 + Number(path[at]))}`;
    return field === 'answerScore' ? `${answer} score` : answer;
  }
  return (
    fieldLabels[field] ??
    field
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/^./, (first) => first.toUpperCase())
      .replace(/ [A-Z](?=[a-z])/g, (w) => w.toLowerCase())
  );
}

/**
 * Says, beside a disabled Save, what still stands in its way: the form's first problem by the same
 * schema that disables it ('Question name is Required', 'Select at least 2 correct answer(s)').
 * Inside a `Form`; nothing when the form may be saved.
 */
export function SaveBlockedHint({ className }: { className?: string }) {
  const context = useContext(FormSchemaContext);
  return context ? <SaveBlockedReason context={context} className={className} /> : null;
}

function SaveBlockedReason({
  context,
  className,
}: {
  context: { schema: FormSchema; control: Control<FieldValues> };
  className?: string;
}) {
  const values = useWatch({ control: context.control });
  const parsed = context.schema.safeParse(values);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (!issue) return null;
  const label = labelOfPath(issue.path);
  const reason =
    issue.message === Messages.required
      ? Messages.requiredWithLabel(label)
      : issue.path.some((key) => typeof key === 'number')
        ? `${label}: ${issue.message}`
        : issue.message;
  return (
    <p role="status" className={cn('text-sm text-ink-muted', className)}>
      Not ready to save: {reason}
    </p>
  );
}

type FieldShellProps = {
  label: string;
  error?: FieldError;
  hint?: string;
  /** Say plain 'Required' where the spec names no label in the message (e.g. the contact form's name). */
  bareRequired?: boolean;
  children: (ids: { controlId: string; describedBy: string | undefined }) => ReactNode;
};

/**
 * The message under a labelled field. The schemas say only 'Required'; under a label the spec's
 * generic rule makes it '{label} is Required' (spec section 5). Other messages pass unchanged.
 */
function fieldErrorMessage(label: string, message: string | undefined, bareRequired = false): string | undefined {
  return message === Messages.required && !bareRequired ? Messages.requiredWithLabel(label) : message;
}

function FieldShell({ label, error, hint, bareRequired, children }: FieldShellProps) {
  const controlId = useId();
  const messageId = `${controlId}-message`;
  const message = fieldErrorMessage(label, error?.message, bareRequired) ?? hint;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ controlId, describedBy: message ? messageId : undefined })}
      {message && (
        <p
          id={messageId}
          className={cn('text-sm', error ? 'text-danger' : 'text-ink-muted')}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
  bareRequired?: boolean;
  // What register() wires (value handlers, name, ref) comes from `registration`; limits such as maxLength may be set here.
} & Omit<ComponentProps<'input'>, 'onChange' | 'onBlur' | 'name' | 'ref' | 'id'>;

/** For a number box's `setValueAs`: an empty box is absent ('Required'), anything else a number (NaN: 'Not a Number'). */
export const numberOrAbsent = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export function InputField({ label, registration, error, hint, bareRequired, ...inputProps }: InputFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} bareRequired={bareRequired}>
      {({ controlId, describedBy }) => (
        <Input
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
          {...registration}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
} & Omit<ComponentProps<'textarea'>, keyof UseFormRegisterReturn | 'id'>;

/** A labelled multi-line text field, with its message under it like InputField. */
export function TextAreaField({ label, registration, error, hint, className, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ controlId, describedBy }) => (
        <textarea
          id={controlId}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(fieldControlClass, 'py-2', className)}
          {...textareaProps}
          {...registration}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  options: ReadonlyArray<{ value: string; label: string }>;
};

export function SelectField({ label, registration, error, options }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ controlId, describedBy }) => (
        <Select id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...registration}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}

/**
 * A labelled select whose options are its children (so option groups and placeholder options fit),
 * registered with a form or controlled by the caller.
 */
export function LabelledSelect({
  label,
  children,
  ...selectProps
}: { label: string } & Omit<ComponentProps<'select'>, 'id'>) {
  return (
    <FieldShell label={label}>
      {({ controlId }) => (
        <Select id={controlId} {...selectProps}>
          {children}
        </Select>
      )}
    </FieldShell>
  );
}

/**
 * A list's filter: "All" (no value), then each option. Answers undefined for "All", so a page keeps
 * only the filters chosen.
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value | undefined | '';
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <LabelledSelect
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
    >
      <option value="">All</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </LabelledSelect>
  );
}

/** Options for a `FilterSelect` from a list of values and their labels. */
export const labelledOptions = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string> | ((value: Value) => string),
) => values.map((value) => ({ value, label: typeof labels === 'function' ? labels(value) : labels[value] }));

type CheckboxFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  description?: string;
};

export function CheckboxField({ label, registration, description }: CheckboxFieldProps) {
  const controlId = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={controlId}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-line accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        {...registration}
      />
      <div className="flex flex-col">
        <label htmlFor={controlId} className="text-sm font-medium text-ink">
          {label}
        </label>
        {description && <span className="text-sm text-ink-muted">{description}</span>}
      </div>
    </div>
  );
}

/** A field's limit, said under it before the server would refuse more. */
export const upTo = (max: number) => `Up to ${max} characters`;
