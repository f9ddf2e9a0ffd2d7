import type { MockExam, MockExamStatus, MockExamType } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { BarChart3, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddLink, type ListColumn, ListTable, PagedQueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FilterSelect, labelledOptions } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { usePagedFilters } from '@/hooks/use-search-paging';
import {
  MOCK_EXAMS_PAGE_SIZE,
  useChangeMockExamStatus,
  useDeleteMockExam,
  useMockExamsPage,
} from '../api/mock-exam-calls';
import {
  MockExamStatusDot,
  type MockExamPermissions,
  actionsFor,
  editHref,
  formatDuration,
  formatWhen,
  stateLabel,
  statusLabel,
  typeLabel,
  useMockExamPermissions,
} from './mock-exam-format';

/** What the admin's mock exam pages are given: the kind of exam, and the page's title and description. */
export type AdminMockExamPageProps = { type: MockExamType; title: string; description: string };

/** /admin/akt-mock-exam and /admin/msq-mock-exam: the exams of one kind, newest window first, 20 a page, filtered by status. */
export function AdminMockExamsPage({ type, title, description }: AdminMockExamPageProps) {
  const can = useMockExamPermissions();
  const { filters, setFilter, page, setPage } = usePagedFilters<{ status: MockExamStatus | '' }>({ status: '' });
  const exams = useMockExamsPage(type, filters.status, page);
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={can.create && <AddLink to={editHref(type)}>Add {typeLabel[type]} Mock Exam</AddLink>}
      />
      <div className="mb-4 max-w-60">
        <FilterSelect
          label="Status"
          value={filters.status}
          options={labelledOptions(Object.keys(statusLabel) as MockExamStatus[], statusLabel)}
          onChange={(status) => setFilter('status', status ?? '')}
        />
      </div>
      <PagedQueryView
        query={exams}
        empty={Messages.noMockExams}
        label="Mock exams"
        page={page}
        pageSize={MOCK_EXAMS_PAGE_SIZE}
        onPage={setPage}
      >
        {(data) => <MockExamTable exams={data.pageData} can={can} />}
      </PagedQueryView>
    </section>
  );
}

const columns: readonly ListColumn[] = [
  'Mock exam',
  'Window',
  { label: 'Questions', align: 'right' },
  { label: 'Attempts', align: 'right' },
  'Status',
  '',
];

function MockExamTable({ exams, can }: { exams: readonly MockExam[]; can: MockExamPermissions }) {
  return (
    <ListTable label="Mock exams" columns={columns} minWidth="min-w-[52rem]">
      {exams.map((exam) => (
        <MockExamRow key={exam.mockExamID} exam={exam} can={can} />
      ))}
    </ListTable>
  );
}

type Confirming = null | { title: string; body: string; run: () => void };

function MockExamRow({ exam, can }: { exam: MockExam; can: MockExamPermissions }) {
  const changeStatus = useChangeMockExamStatus();
  const remove = useDeleteMockExam();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const allowed = actionsFor(exam, can);
  const setStatus = (status: MockExamStatus) => changeStatus.mutate({ mockExamID: exam.mockExamID, status });
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-80 px-4 py-3 text-left font-normal">
        <span className="font-medium text-ink [overflow-wrap:anywhere]">{exam.mockExamName}</span>
        <span className="mt-0.5 block text-ink-muted">
          {formatDuration(exam.durationMinutes)} · results{' '}
          {exam.resultRelease === 'ON_SUBMIT' ? 'on submit' : 'when the window closes'}
        </span>
      </th>
      <td className="px-4 py-3 whitespace-nowrap text-ink">
        {formatWhen(exam.windowStart)} –<br />
        {formatWhen(exam.windowEnd)}
      </td>
      <td className="px-4 py-3 text-right text-ink tabular-nums">{exam.noOfQuestions}</td>
      <td className="px-4 py-3 text-right text-ink tabular-nums">{exam.attempts}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <span className="inline-flex items-center gap-2">
          <MockExamStatusDot status={exam.status} />
          <span className="text-ink">{statusLabel[exam.status]}</span>
          {exam.status === 'ACTIVE' && <span className="text-ink-muted">· {stateLabel[exam.state]}</span>}
        </span>
      </td>
      <td className="px-4 py-1.5">
        <div className="flex flex-wrap justify-end gap-1.5">
          {allowed.activate && (
            <Button size="sm" disabled={changeStatus.isPending} onClick={() => setStatus('ACTIVE')}>
              Activate
            </Button>
          )}
          {allowed.toDraft && (
            <Button size="sm" variant="secondary" disabled={changeStatus.isPending} onClick={() => setStatus('DRAFT')}>
              Back to draft
            </Button>
          )}
          {(allowed.edit || exam.attempts > 0 || exam.status !== 'DRAFT') && (
            <Button asChild variant="secondary" size="sm">
              <Link
                to={editHref(exam.mockExamType, exam.mockExamID)}
                aria-label={`${allowed.edit ? 'Edit' : 'Results of'} mock exam ${exam.mockExamName}`}
              >
                {allowed.edit ? <Pencil aria-hidden="true" /> : <BarChart3 aria-hidden="true" />}
                {allowed.edit ? 'Edit' : 'Results'}
              </Link>
            </Button>
          )}
          {allowed.cancel && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                setConfirming({
                  title: 'Cancel mock exam',
                  body: `Cancel ${exam.mockExamName}? Readers can no longer start it.`,
                  run: () => setStatus('CANCEL'),
                })
              }
            >
              Cancel exam
            </Button>
          )}
          {allowed.delete && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                setConfirming({
                  title: 'Delete mock exam',
                  body: `Delete ${exam.mockExamName}?`,
                  run: () => remove.mutate(exam.mockExamID),
                })
              }
            >
              Delete
            </Button>
          )}
        </div>
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirming?.title ?? ''}
          body={confirming?.body ?? ''}
          onConfirm={() => {
            confirming?.run();
            setConfirming(null);
          }}
        />
      </td>
    </tr>
  );
}
