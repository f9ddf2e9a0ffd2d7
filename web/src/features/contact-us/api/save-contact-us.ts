import { ApiPaths, saveContactUsRequest, type SaveContactUsRequest } from '@notebook/contracts';
import { useMutation } from '@tanstack/react-query';
import { announced, callWith } from '@/lib/api-hooks';

export const contactUsInputSchema = saveContactUsRequest;
export type ContactUsInput = SaveContactUsRequest;

/**
 * POST public/saveContactUs (spec section 7): open to everyone; a signed-in caller's token goes with
 * it as usual. Success shows the server's 'Thank you for contacting us.'; a refusal (too many
 * messages, bad input) is an error toast, and bad input also lands under its field.
 */
export const saveContactUs = callWith(ApiPaths.public.saveContactUs, announced, (input: ContactUsInput) => ({
  ...input,
  messageStatus: 'NAK' as const,
}));

export const useSaveContactUs = () => useMutation({ mutationFn: saveContactUs });
