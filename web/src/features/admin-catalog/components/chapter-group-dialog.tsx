import type { ChapterGroupMenuItem } from '@notebook/contracts';
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog';
import { Form, InputField, SelectField } from '@/components/ui/form';
import { saveChapterGroupInputSchema, useSaveChapterGroup } from '../api/save-chapter-group';
import { statusOptions } from './status-options';

type ChapterGroupDialogProps = { group?: ChapterGroupMenuItem; onClose: () => void };

export function ChapterGroupDialog({ group, onClose }: ChapterGroupDialogProps) {
  const saveChapterGroup = useSaveChapterGroup();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={group ? 'Edit chapter group' : 'New chapter group'}>
        <Form
          schema={saveChapterGroupInputSchema}
          options={{
            mode: 'onChange',
            defaultValues: {
              chapterGroupID: group?.chapterGroupID,
              chapterGroupName: group?.chapterGroupName ?? '',
              status: group?.status ?? 'ACT',
            },
          }}
          onSubmit={async (input) => {
            await saveChapterGroup.mutateAsync(input);
            onClose();
          }}
        >
          {({ register, formState }) => (
            <>
              <InputField
                label="Chapter group name"
                autoComplete="off"
                registration={register('chapterGroupName')}
                error={formState.errors.chapterGroupName}
              />
              <SelectField
                label="Status"
                options={statusOptions}
                registration={register('status')}
                error={formState.errors.status}
              />
              <DialogFormActions canSave={formState.isValid} saving={formState.isSubmitting} />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}
