import type { UserStatus } from '@notebook/contracts';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { FilterSelect, labelledOptions } from './form';
import { Select } from './input';
import { Dot } from './status-dot';

/** An admin's or a reader's account status, as the admin lists show it. */
export const userStatusLabel: Record<UserStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  BLOCKED: 'Blocked',
};
const userStatuses = Object.keys(userStatusLabel) as UserStatus[];
/** Spec section 4: user ACTIVE green, INACTIVE red, any other amber. */
const userStatusTone = { ACTIVE: 'success', INACTIVE: 'danger', BLOCKED: 'warning' } as const;

export function UserStatusDot({ status }: { status: UserStatus }) {
  return <Dot label={userStatusLabel[status]} tone={userStatusTone[status]} data-status={status} />;
}

/** An option for each user status. */
export function UserStatusOptions() {
  return userStatuses.map((value) => (
    <option key={value} value={value}>
      {userStatusLabel[value]}
    </option>
  ));
}

/** Blocking or deactivating signs the account out at once: asked first (issue 28). */
export const endAccessQuestion = (name: string, status: Exclude<UserStatus, 'ACTIVE'>) => ({
  title: `${status === 'BLOCKED' ? 'Block' : 'Deactivate'} ${name}?`,
  body: 'They are signed out at once and cannot sign in until the account is made active again.',
  confirm: status === 'BLOCKED' ? 'Block' : 'Deactivate',
});

/**
 * An account's status: its dot, then a select "Status of <name>" when the admin may change it, else
 * its label. A change that ends access is confirmed first.
 */
export function UserStatusControl({
  name,
  status,
  editable,
  busy,
  onChange,
}: {
  name: string;
  status: UserStatus;
  editable: boolean;
  busy: boolean;
  onChange: (status: UserStatus) => void;
}) {
  const [asking, setAsking] = useState<Exclude<UserStatus, 'ACTIVE'> | null>(null);
  const question = asking && endAccessQuestion(name, asking);
  const choose = (next: UserStatus) => (next === 'ACTIVE' ? onChange(next) : setAsking(next));
  return (
    <span className="inline-flex items-center gap-2">
      <UserStatusDot status={status} />
      {editable ? (
        <Select
          aria-label={`Status of ${name}`}
          value={status}
          disabled={busy}
          onChange={(event) => choose(event.target.value as UserStatus)}
          className="h-9 w-32"
        >
          <UserStatusOptions />
        </Select>
      ) : (
        <span className="text-ink">{userStatusLabel[status]}</span>
      )}
      {question && (
        <ConfirmDialog
          open
          title={question.title}
          body={question.body}
          confirmLabel={question.confirm}
          cancelLabel="Cancel"
          onConfirm={() => {
            onChange(asking);
            setAsking(null);
          }}
          onOpenChange={(open) => !open && setAsking(null)}
        />
      )}
    </span>
  );
}

/** An admin list's "Status" filter: All, or one user status. */
export function UserStatusFilter({
  value,
  onChange,
}: {
  value: UserStatus | '';
  onChange: (status: UserStatus | '') => void;
}) {
  return (
    <div className="w-44">
      <FilterSelect
        label="Status"
        value={value}
        options={labelledOptions(userStatuses, userStatusLabel)}
        onChange={(status) => onChange(status ?? '')}
      />
    </div>
  );
}
