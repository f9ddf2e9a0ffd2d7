import { Switch } from '@/components/ui/switch';

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
      <Switch
        checked={active}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-label={`Status of ${planName}`}
        title={active ? 'Active: switch off to hide the plan from readers' : 'Inactive: switch on to offer the plan'}
      />
      <span aria-hidden="true" className="text-ink-muted">
        {active ? 'Active' : 'Inactive'}
      </span>
    </span>
  );
}
