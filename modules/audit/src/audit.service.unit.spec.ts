import { AUDIT_EXPORT_MAX, type AuditEntry, Messages } from '@notebook/contracts';
import { FixedClock, ValidationError } from '@notebook/kernel';
import { AuditService } from './audit.service';
import type { AuditQueries } from './queries/audit.queries';

const entry = (changes: AuditEntry['changes']): AuditEntry => ({
  occurredAt: '2026-03-01T10:00:00.000Z',
  actorID: 'a1',
  actorType: 'ADMIN',
  actorName: 'Grace Hopper',
  category: 'TOPIC',
  subCategory: 'RENAMED',
  entityID: 't1',
  changes,
});

function serviceOver(entries: AuditEntry[], count = entries.length) {
  const queries = { count: async () => count, all: async () => entries } as unknown as AuditQueries;
  return new AuditService(queries, new FixedClock(new Date('2026-03-02T08:00:00Z')));
}

describe('the audit CSV', () => {
  it('has one line per changed field, quotes what needs it and never hands a spreadsheet a formula', async () => {
    const { fileName, csv } = await serviceOver([
      entry([
        { field: 'topicName', before: 'A, "b"', after: '=HYPERLINK("http://x")' },
        { field: 'status', before: null, after: '-1' },
      ]),
      entry([]),
    ]).exportCsv({});
    expect(fileName).toBe('audit-2026-03-02.csv');
    expect(csv.split('\r\n')).toEqual([
      'Occurred At,Actor Type,Actor,Actor ID,Category,Sub Category,Entity ID,Field,Before,After',
      `2026-03-01T10:00:00.000Z,ADMIN,Grace Hopper,a1,TOPIC,RENAMED,t1,topicName,"A, ""b""","'=HYPERLINK(""http://x"")"`,
      "2026-03-01T10:00:00.000Z,ADMIN,Grace Hopper,a1,TOPIC,RENAMED,t1,status,,'-1",
      '2026-03-01T10:00:00.000Z,ADMIN,Grace Hopper,a1,TOPIC,RENAMED,t1,,,',
      '',
    ]);
  });

  it('refuses a filter larger than the bound (400 on fromDate) instead of cutting it short', async () => {
    const refused = serviceOver([], AUDIT_EXPORT_MAX + 1).exportCsv({});
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({
      message: Messages.auditExportTooLarge(AUDIT_EXPORT_MAX),
      field: 'fromDate',
    });
  });
});
