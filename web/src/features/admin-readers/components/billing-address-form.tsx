import { type BillingAddress, billingAddressSchema } from '@notebook/contracts';
import { z } from 'zod';
import { formCard } from '@/components/forms/form-card';
import { Button } from '@/components/ui/button';
import { Form, InputField } from '@/components/ui/form';
import { useUpdateBillingAddress } from '../api/reader-calls';

const schema = z.object({ billingAddress: billingAddressSchema });

/** The reader's billing address (its own privilege); Remove clears it. */
export function BillingAddressForm({
  readerID,
  address,
  editable,
}: {
  readerID: string;
  address: BillingAddress | null;
  editable: boolean;
}) {
  const update = useUpdateBillingAddress();
  const empty = { addressLine1: '', addressLine2: '', city: '', state: '', postcode: '', country: 'Australia' };
  return (
    <Form
      aria-label="Billing address"
      schema={schema}
      className={formCard}
      options={{ mode: 'onChange', defaultValues: { billingAddress: { ...empty, ...address } } }}
      onSubmit={(input) => update.mutateAsync({ readerID, billingAddress: input.billingAddress })}
    >
      {({ bind, formState, reset }) => (
        <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-3">
          <legend className="mb-1 font-semibold text-ink">Billing address</legend>
          <InputField label="Address line 1" maxLength={200} {...bind('billingAddress.addressLine1')} />
          <InputField label="Address line 2" maxLength={200} {...bind('billingAddress.addressLine2')} />
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField label="City" maxLength={100} {...bind('billingAddress.city')} />
            <InputField label="State" maxLength={100} {...bind('billingAddress.state')} />
            <InputField label="Postcode" maxLength={20} {...bind('billingAddress.postcode')} />
            <InputField label="Country" maxLength={100} {...bind('billingAddress.country')} />
          </div>
          {editable && (
            <div className="flex justify-end gap-2">
              {address && (
                <Button
                  variant="ghost"
                  disabled={update.isPending}
                  onClick={async () => {
                    await update.mutateAsync({ readerID, billingAddress: null });
                    reset({ billingAddress: empty });
                  }}
                >
                  Remove
                </Button>
              )}
              <Button type="submit" disabled={!formState.isValid || formState.isSubmitting}>
                Save address
              </Button>
            </div>
          )}
        </fieldset>
      )}
    </Form>
  );
}
