import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RichTextEditor, RichTextHeights } from '@/components/rich-text/rich-text-editor';
import { cn } from '@/lib/cn';

export { RichTextHeights };

type RichTextFieldProps<T extends FieldValues, Output> = {
  label: string;
  name: FieldPath<T>;
  /** The form's control, whatever its schema turns the values into on submit. */
  control: Control<T, unknown, Output>;
  /** Height of the editing area in pixels (spec section 9). */
  height?: number;
  className?: string;
};

/** The shared rich-text editor bound to react-hook-form, with its label above and its error below. */
export function RichTextField<T extends FieldValues, Output = T>({
  label,
  name,
  control,
  height = RichTextHeights.default,
  className,
}: RichTextFieldProps<T, Output>) {
  const { field, fieldState } = useController({ name, control });
  const messageId = `${useId()}-message`;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span aria-hidden="true" className="text-sm font-medium text-ink">
        {label}
      </span>
      <RichTextEditor
        label={label}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        height={height}
        appearance="compact"
        invalid={Boolean(fieldState.error)}
        describedBy={messageId}
      />
      {fieldState.error?.message && (
        <p id={messageId} role="alert" className="text-sm text-danger">
          {fieldState.error.message}
        </p>
      )}
    </div>
  );
}
