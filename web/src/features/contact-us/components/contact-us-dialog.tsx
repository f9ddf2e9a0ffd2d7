import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ContactForm } from './contact-form';

type ContactUsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The Contact Us modal the footer opens for signed-in users (spec section 4); it closes after a send. */
export function ContactUsDialog({ open, onOpenChange }: ContactUsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Contact us" description="Send us a message and we will answer by email.">
        <ContactForm onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
