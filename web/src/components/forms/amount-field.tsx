import { InputField, type FieldBinding } from '@/components/ui/form';

/**
 * A sum in Australian dollars, to the cent. The caller binds it with `setValueAs: numberOrAbsent`
 * so that an empty box is absent rather than 0.
 */
export function AmountField({ label, ...binding }: { label: string } & FieldBinding) {
  return (
    <InputField
      label={label}
      hint="In Australian dollars (A$), up to two decimals."
      type="number"
      inputMode="decimal"
      step="0.01"
      {...binding}
    />
  );
}
