import {
  EXAM_SITTING_NAME_MAX,
  type ExamSitting,
  ExamSittingKind,
  Privileges,
  saveExamSittingRequest,
} from '@notebook/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type ListColumn, ListTable, QueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/dialog';
import { InputField, SelectField, upTo } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { useHoldsPrivilege } from '@/lib/auth-store';
import { useAdminExamSittings, useRemoveExamSitting, useSaveExamSitting } from '../api/review-calls';
import { examLabel, shownDate } from './review-labels';

const examOptions = ExamSittingKind.map((exam) => ({ value: exam, label: examLabel(exam) }));
const columns: readonly ListColumn[] = ['Name', 'Exam', 'Date', ''];

/**
 * /admin/config/exam-sittings (issue 29): the RACGP's AKT and KFP sittings, entered from the RACGP's
 * published calendar, which readers choose from in their exam plan (the upcoming ones). Nothing is
 * seeded: no one here can vouch for the dates. SEO view reads the list; SEO add/edit adds, edits and
 * removes.
 */
export function ExamSittingsPage({ title, description }: { title: string; description: string }) {
  const sittings = useAdminExamSittings();
  const canEdit = useHoldsPrivilege(Privileges.seo.addEdit);
  const [editing, setEditing] = useState<ExamSitting | 'new' | null>(null);
  return (
    <section className="max-w-4xl">
      <PageHeader
        title={title}
        description={description}
        actions={
          canEdit && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" className="size-4" />
              Add sitting
            </Button>
          )
        }
      />
      <QueryView
        query={sittings}
        isEmpty={(list) => list.length === 0}
        empty="No sittings yet. Add each AKT and KFP sitting with the date the RACGP publishes."
      >
        {(list) => (
          <ListTable label="Exam sittings" columns={canEdit ? columns : columns.slice(0, -1)} minWidth="min-w-[32rem]">
            {list.map((sitting) => (
              <SittingRow
                key={sitting.sittingID}
                sitting={sitting}
                onEdit={canEdit ? () => setEditing(sitting) : undefined}
              />
            ))}
          </ListTable>
        )}
      </QueryView>
      {editing && <SittingDialog sitting={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function SittingRow({ sitting, onEdit }: { sitting: ExamSitting; onEdit?: () => void }) {
  const remove = useRemoveExamSitting();
  const [confirming, setConfirming] = useState(false);
  return (
    <tr>
      <th scope="row" className="px-4 py-3 text-left font-medium text-ink [overflow-wrap:anywhere]">
        {sitting.name}
      </th>
      <td className="px-4 py-3 text-ink">{examLabel(sitting.exam)}</td>
      <td className="px-4 py-3 whitespace-nowrap text-ink tabular-nums">{shownDate(sitting.examDate)}</td>
      {onEdit && (
        <td className="px-4 py-1.5">
          <div className="flex justify-end gap-0.5">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Edit sitting ${sitting.name}`}
              title="Edit"
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Remove sitting ${sitting.name}`}
              title="Remove"
              disabled={remove.isPending}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Remove sitting"
            body={`Remove ${sitting.name} (${shownDate(sitting.examDate)})? Readers will no longer be offered it; plans already saved keep their date.`}
            onConfirm={() => remove.mutate(sitting.sittingID)}
          />
        </td>
      )}
    </tr>
  );
}

function SittingDialog({ sitting, onClose }: { sitting: ExamSitting | null; onClose: () => void }) {
  const save = useSaveExamSitting();
  return (
    <FormDialog
      title={sitting ? 'Edit sitting' : 'Add sitting'}
      description="The exam and its date as the RACGP publishes them."
      schema={saveExamSittingRequest}
      defaultValues={sitting ?? { exam: 'AKT', name: '', examDate: '' }}
      save={(values) => save.mutateAsync(values)}
      onClose={onClose}
    >
      {({ bind }) => (
        <>
          <SelectField label="Exam" options={examOptions} {...bind('exam')} />
          <InputField
            label="Name"
            placeholder="e.g. AKT 2027.1"
            maxLength={EXAM_SITTING_NAME_MAX}
            hint={upTo(EXAM_SITTING_NAME_MAX)}
            {...bind('name')}
          />
          <InputField label="Exam date" type="date" {...bind('examDate')} />
        </>
      )}
    </FormDialog>
  );
}
