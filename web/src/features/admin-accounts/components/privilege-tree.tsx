import { PRIVILEGE_TREE, type PrivilegeTreeNode } from '@notebook/contracts';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { TickBox } from '@/components/ui/tick-box';

type PrivilegeTreeProps = {
  value: readonly string[];
  onChange: (privileges: string[]) => void;
  error?: string;
  disabled?: boolean;
};

const ALL_CODES = PRIVILEGE_TREE.flatMap((family) => family.privileges.map((privilege) => privilege.code));

/** Every privilege of spec section 6 by family: a family's box ticks all of it, each code its own box. */
export function PrivilegeTree({ value, onChange, error, disabled = false }: PrivilegeTreeProps) {
  const errorId = useId();
  const selected = useMemo(() => new Set(value), [value]);
  // The saved list keeps the tree's order, so two roles with the same privileges read the same.
  const setTicked = (codes: readonly string[], ticked: boolean) => {
    const next = new Set(selected);
    for (const code of codes) {
      if (ticked) next.add(code);
      else next.delete(code);
    }
    onChange(ALL_CODES.filter((code) => next.has(code)));
  };
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">Privileges</legend>
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="text-sm text-ink-muted tabular-nums">
          {selected.size} of {ALL_CODES.length} selected
        </p>
        {!disabled && (
          <>
            <Button variant="ghost" size="sm" onClick={() => onChange([...ALL_CODES])}>
              Select all
            </Button>
            {selected.size > 0 && (
              <Button variant="ghost" size="sm" onClick={() => onChange([])}>
                Clear
              </Button>
            )}
          </>
        )}
      </div>
      <ul aria-label="Privilege families" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {PRIVILEGE_TREE.map((family) => (
          <PrivilegeFamily
            key={family.key}
            family={family}
            selected={selected}
            onTick={setTicked}
            disabled={disabled}
          />
        ))}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type PrivilegeFamilyProps = {
  family: PrivilegeTreeNode;
  selected: ReadonlySet<string>;
  onTick: (codes: readonly string[], ticked: boolean) => void;
  disabled: boolean;
};

function PrivilegeFamily({ family, selected, onTick, disabled }: PrivilegeFamilyProps) {
  const codes = family.privileges.map((privilege) => privilege.code);
  const ticked = codes.filter((code) => selected.has(code)).length;
  return (
    <li className="rounded-xl border border-line bg-surface px-3 py-2">
      <TickBox
        checked={ticked === codes.length}
        indeterminate={ticked > 0 && ticked < codes.length}
        disabled={disabled}
        onChange={(checked) => onTick(codes, checked)}
        label={
          <>
            <span className="font-semibold text-ink">{family.label}</span> <span className="sr-only">(all)</span>
          </>
        }
      />
      <ul aria-label={family.label} className="flex flex-col pl-7">
        {family.privileges.map((privilege) => (
          <li key={privilege.code} title={privilege.code}>
            <TickBox
              checked={selected.has(privilege.code)}
              disabled={disabled}
              onChange={(checked) => onTick([privilege.code], checked)}
              label={
                <span className="text-ink">
                  {privilege.label} <span className="sr-only">({family.label})</span>
                </span>
              }
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** "Readers and reader groups: View, Status" lines for the roles list. */
export function privilegeSummary(privileges: readonly string[]): string[] {
  const held = new Set(privileges);
  return PRIVILEGE_TREE.flatMap((family) => {
    const labels = family.privileges
      .filter((privilege) => held.has(privilege.code))
      .map((privilege) => privilege.label);
    if (labels.length === 0) return [];
    return [
      labels.length === family.privileges.length ? `${family.label}: all` : `${family.label}: ${labels.join(', ')}`,
    ];
  });
}
