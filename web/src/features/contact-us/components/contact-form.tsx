import { CONTACT_MESSAGE_MAX } from '@notebook/contracts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Form, InputField, SubmitButton, TextAreaField } from '@/components/ui/form';
import { useLoggedInUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { contactUsInputSchema, useSaveContactUs } from '../api/save-contact-us';

type ContactFormProps = {
  /** Called after the message was accepted (the toast is already shown); the dialog closes on it. */
  onSent?: () => void;
  className?: string;
};

/**
 * The Contact Us form (spec sections 4 and 5): Name (its message is a plain 'Required', as section 5 says), Email, Message and Send, which stays disabled
 * until the form is valid. A signed-in user finds their last name and email filled in. After a
 * successful send the form starts over (blank, or prefilled again).
 */
export function ContactForm({ onSent, className }: ContactFormProps) {
  const user = useLoggedInUser()?.user ?? null;
  const saveContactUs = useSaveContactUs();
  // A new key mounts a fresh form: after a send, and when someone signs in or out on the page.
  const [sentCount, setSentCount] = useState(0);

  return (
    <Form
      key={`${sentCount}:${user?.userRefID ?? 'visitor'}`}
      schema={contactUsInputSchema}
      aria-label="Contact us"
      className={cn('@container', className)}
      options={{
        // Messages appear once a field has been left, then follow every keystroke.
        mode: 'onTouched',
        defaultValues: { contactName: user?.lastName ?? '', email: user?.email ?? '', message: '' },
      }}
      onSubmit={async (input) => {
        await saveContactUs.mutateAsync(input);
        setSentCount((count) => count + 1);
        onSent?.();
      }}
    >
      {({ bind, watch }) => (
        <>
          <div className="grid gap-4 @lg:grid-cols-2">
            <InputField label="Name" autoComplete="name" bareRequired {...bind('contactName')} />
            <InputField label="Email" type="email" autoComplete="email" {...bind('email')} />
          </div>
          <TextAreaField
            label="Message"
            rows={5}
            className="min-h-32 resize-y"
            {...bind('message')}
            hint={`${watch('message')?.length ?? 0} / ${CONTACT_MESSAGE_MAX} characters`}
          />
          <div className="flex justify-end">
            <SubmitButton className="w-full @sm:w-auto">
              <Send aria-hidden="true" />
              Send
            </SubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}
