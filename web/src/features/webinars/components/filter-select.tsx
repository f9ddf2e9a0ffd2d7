import { LabelledSelect } from '@/components/ui/form';

export type Choice = { value: string; label: string };

/** A labelled filter: its choices, and the chosen value handed back. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <LabelledSelect label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </LabelledSelect>
  );
}
