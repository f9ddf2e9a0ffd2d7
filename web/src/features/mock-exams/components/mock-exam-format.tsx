import type { MockExam, MockExamState, MockExamStatus, MockExamType } from '@notebook/contracts';
import { Privileges, hasPrivilege } from '@notebook/contracts';
import { Dot } from '@/components/ui/status-dot';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { formatDateTime } from '@/lib/format-date';

export const statusLabel: Record<MockExamStatus, string> = { DRAFT: 'Draft', ACTIVE: 'Active', CANCEL: 'Cancelled' };
export const stateLabel: Record<MockExamState, string> = { UPCOMING: 'Upcoming', OPEN: 'Open', CLOSED: 'Closed' };
export const typeLabel: Record<MockExamType, string> = { AKT: 'AKT', MSQ: 'KFP(MSQ)' };

/** Spec section 4: mock exam ACTIVE green, DRAFT amber, CANCEL red, other blue. */
const tones = { ACTIVE: 'success', DRAFT: 'warning', CANCEL: 'danger' } as const;
export function MockExamStatusDot({ status }: { status: string }) {
  const tone = tones[status as MockExamStatus] ?? 'info';
  return <Dot label={statusLabel[status as MockExamStatus] ?? status} tone={tone} data-status={status} />;
}

/** '3 h 30 min', '45 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} h` : '', rest > 0 || hours === 0 ? `${rest} min` : ''].filter(Boolean).join(' ');
}

/** '1:02:09' or '12:09' from seconds. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const secs = safe % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(secs)}` : `${minutes}:${two(secs)}`;
}

/** '25/12/2026 09:00:00' (spec section 9) in the reader's own time zone. */
export function formatWhen(iso: string): string {
  return formatDateTime(new Date(iso));
}

export const listHref = (type: MockExamType) =>
  type === 'AKT' ? paths.admin.aktMockExam.getHref() : paths.admin.msqMockExam.getHref();
export const editHref = (type: MockExamType, mockExamID?: string) =>
  type === 'AKT'
    ? paths.admin.aktMockExamAddEdit.getHref(mockExamID)
    : paths.admin.msqMockExamAddEdit.getHref(mockExamID);

export type MockExamPermissions = {
  view: boolean;
  create: boolean;
  update: boolean;
  inactivate: boolean;
  delete: boolean;
};

/** Which mock exam controls to offer (spec section 6); the server checks the same privileges on every call. */
export function useMockExamPermissions(): MockExamPermissions {
  const user = useLoggedInUser();
  const has = (code: string) => !!user && hasPrivilege(user.privileges, code);
  const { mockExam } = Privileges;
  const permissions = {
    create: has(mockExam.create),
    update: has(mockExam.update),
    inactivate: has(mockExam.inactivate),
    delete: has(mockExam.delete),
  };
  return { ...permissions, view: has(mockExam.view) || Object.values(permissions).some(Boolean) };
}

/** What an admin may do with an exam now. */
export function actionsFor(exam: MockExam, can: MockExamPermissions) {
  return {
    edit: can.update && exam.status !== 'CANCEL' && !exam.paperFrozen,
    activate: can.update && exam.status === 'DRAFT',
    toDraft: can.inactivate && exam.status === 'ACTIVE' && !exam.paperFrozen,
    cancel: can.inactivate && exam.status !== 'CANCEL',
    delete: can.delete && exam.status === 'DRAFT',
  };
}
