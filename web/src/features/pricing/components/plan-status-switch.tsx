import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cn } from '@/lib/cn';

type PlanStatusSwitchProps = {
  planName: string;
  active: boolean;
  disabled?: boolean;
  onChange: (active: boolean) => void;
};

/** Active / Inactive as a switch named "Status of <plan>" (checked when active), its state in words beside it. */
export function PlanStatusSwitch({ planName, active, disabled, onChange }: PlanStatusSwitchProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <SwitchPrimitive.Root
        checked={active}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-label={`Status of ${planName}`}
        title={active ? 'Active: switch off to hide the plan from readers' : 'Inactive: switch on to offer the plan'}
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50',
          active ? 'bg-success' : 'bg-line',
        )}
      >
        <SwitchPrimitive.Thumb className="block size-4 translate-x-0.5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-[1.05rem]" />
      </SwitchPrimitive.Root>
      <span aria-hidden="true" className="text-ink-muted">
        {active ? 'Active' : 'Inactive'}
      </span>
    </span>
  );
}
