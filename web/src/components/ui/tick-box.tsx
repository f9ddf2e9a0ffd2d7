import { useEffect, useRef, type ReactNode } from 'react';

type TickBoxProps = {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
};

/** A labelled checkbox that can show "some ticked" (a group of which only part is chosen). */
export function TickBox({ checked, indeterminate = false, disabled = false, onChange, label }: TickBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="flex min-w-0 cursor-pointer items-center gap-2.5 py-1 text-sm has-disabled:cursor-default">
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 rounded border-line accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <span className="min-w-0 truncate">{label}</span>
    </label>
  );
}
