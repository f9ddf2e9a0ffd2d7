import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Form, SubmitButton, type FormMethods, type FormSchema } from './form';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = {
  title: string;
  description?: string;
  children: ReactNode;
} & Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'>;

/** A centred modal whose accessible name is its title. */
export function DialogContent({ title, description, children, className, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40 backdrop-blur-[2px] data-[state=open]:animate-in" />
      <DialogPrimitive.Content
        // Without a description Radix would point aria-describedby at a missing element and warn.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col',
          'overflow-y-auto rounded-2xl border border-line bg-surface p-6 text-ink shadow-xl focus:outline-none',
          className,
        )}
        {...props}
      >
        <div className="mb-5 flex flex-col gap-1 pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm text-ink-muted">{description}</DialogPrimitive.Description>
          )}
        </div>
        {children}
        {/* Last in the DOM so that opening the dialog focuses its first field, not this button. */}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-5 right-4 rounded-md p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** Cancel and Save for a dialog form; Save stays disabled until the form is valid (spec section 5). */
export function DialogFormActions() {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <SubmitButton />
    </DialogFooter>
  );
}

type FormDialogProps<S extends FormSchema> = {
  title: string;
  description?: string;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  save: (input: z.output<S>) => Promise<unknown>;
  /** Shown unless false; for a dialog its parent keeps mounted. */
  open?: boolean;
  onClose: () => void;
  /** The fields; Cancel and Save follow them. */
  children: (methods: FormMethods<S>) => ReactNode;
};

/** A dialog holding one form: Save waits until the form is valid, and a save closes the dialog. */
export function FormDialog<S extends FormSchema>({
  title,
  description,
  schema,
  defaultValues,
  save,
  open = true,
  onClose,
  children,
}: FormDialogProps<S>) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={title} description={description}>
        <Form
          schema={schema}
          options={{ mode: 'onChange', defaultValues }}
          onSubmit={async (input) => {
            await save(input);
            onClose();
          }}
        >
          {(methods) => (
            <>
              {children(methods)}
              <DialogFormActions />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}
