import { ApiPaths, type AuditCategory, apiUrl } from '@notebook/contracts';
import { callOf, fixedQuery, pageInput, quiet, searchPages } from '@/lib/api-hooks';
import { downloadFile } from '@/lib/file-transfer';
import { isoDate } from '@/lib/format-date';

/** The audit trail's calls (docs/audit.md), under ['audit']. */
const root = ['audit'] as const;
export const AUDIT_PAGE_SIZE = 20;

/** The filters as the screen holds them: '' stands for any; dates are the viewer's days (YYYY-MM-DD). */
export type AuditFilters = {
  fromDate: string;
  toDate: string;
  actorID: string;
  category: AuditCategory | '';
  entityID: string;
};

/** The call's filter: a from-day from its first moment and a to-day to its last, in the viewer's time zone. */
export function auditFilterInput(filters: AuditFilters) {
  const { fromDate, toDate, ...rest } = pageInput({ ...filters, entityID: filters.entityID.trim(), page: 0 }, 0);
  return {
    actorID: rest.actorID,
    category: rest.category,
    entityID: rest.entityID,
    fromDate: fromDate && new Date(`${fromDate}T00:00:00`).toISOString(),
    toDate: toDate && new Date(`${toDate}T23:59:59.999`).toISOString(),
  };
}

export const useAuditPage = searchPages(
  ApiPaths.adminAudit.getPagedAuditEntries,
  [...root, 'page'],
  ({ page, ...filters }: AuditFilters & { page: number }) => ({
    ...auditFilterInput(filters),
    page,
    rows: AUDIT_PAGE_SIZE,
  }),
);

/** The people and processes in the trail, for the actor filter. */
export const useAuditActors = fixedQuery([...root, 'actors'], () =>
  callOf(ApiPaths.adminAudit.getAuditActors, quiet)(),
).useWith;

/** Saves the filter's entries as a CSV file (a filter larger than the export's bound is refused with a toast). */
export const exportAudit = (filters: AuditFilters) =>
  downloadFile(
    apiUrl(ApiPaths.adminAudit.exportAuditEntries),
    auditFilterInput(filters),
    `audit-${isoDate(new Date())}.csv`,
  );
