import type { UserStatus } from '@notebook/contracts';
import { Select } from '@/components/ui/input';
import { Dot } from '@/components/ui/status-dot';

export const statusLabel: Record<UserStatus, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive', BLOCKED: 'Blocked' };
export const USER_STATUSES = Object.keys(statusLabel) as UserStatus[];
/** Spec section 4: user ACTIVE green, INACTIVE red, any other (pending) amber. */
const statusTone = { ACTIVE: 'success', INACTIVE: 'danger', BLOCKED: 'warning' } as const;

export function StatusDot({ status }: { status: UserStatus }) {
  return <Dot label={statusLabel[status]} tone={statusTone[status]} data-status={status} />;
}

export function StatusOptions() {
  return USER_STATUSES.map((value) => (
    <option key={value} value={value}>
      {statusLabel[value]}
    </option>
  ));
}

/** The status of one reader, as a select when the admin may change it. */
export function ReaderStatusControl(props: {
  name: string;
  status: UserStatus;
  editable: boolean;
  busy: boolean;
  onChange: (status: UserStatus) => void;
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <StatusDot status={props.status} />
      {props.editable ? (
        <Select
          aria-label={`Status of ${props.name}`}
          value={props.status}
          disabled={props.busy}
          onChange={(event) => props.onChange(event.target.value as UserStatus)}
          className="h-9 w-32"
        >
          <StatusOptions />
        </Select>
      ) : (
        <span className="text-ink">{statusLabel[props.status]}</span>
      )}
    </span>
  );
}
