import { useId, type ComponentProps } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldControlClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type TextAreaFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
} & Omit<ComponentProps<'textarea'>, keyof UseFormRegisterReturn | 'id'>;

/** A labelled plain-text answer field. */
export function TextAreaField({ label, registration, error, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-1 flex-col gap-1', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        className={cn(fieldControlClass, 'py-2')}
        {...props}
        {...registration}
      />
      {error?.message && (
        <p id={`${id}-message`} role="alert" className="text-sm text-danger">
          {error.message}
        </p>
      )}
    </div>
  );
}
