import {
  ApiPaths,
  saveContactUsRequest,
  type ContactMessageReceipt,
  type SaveContactUsRequest,
} from '@notebook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const contactUsInputSchema = saveContactUsRequest;
export type ContactUsInput = SaveContactUsRequest;

/**
 * POST public/saveContactUs (spec section 7): open to everyone; a signed-in caller's token goes with
 * it as usual. Success shows the server's 'Thank you for contacting us.'; a refusal (too many
 * messages, bad input) is an error toast, and bad input also lands under its field.
 */
export function saveContactUs(input: ContactUsInput): Promise<ContactMessageReceipt> {
  return api.call(ApiPaths.public.saveContactUs, { ...input, messageStatus: 'NAK' }, { showSuccessMessage: true });
}

export function useSaveContactUs() {
  return useMutation({ mutationFn: saveContactUs });
}
