import type { ChapterMenuItem } from '@notebook/contracts';
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog';
import { Form, InputField, SelectField } from '@/components/ui/form';
import { saveChapterInputSchema, useSaveChapter } from '../api/save-chapter';
import { statusOptions } from './status-options';

type ChapterDialogProps = { chapterGroupID: string; groupName: string; chapter?: ChapterMenuItem; onClose: () => void };

export function ChapterDialog({ chapterGroupID, groupName, chapter, onClose }: ChapterDialogProps) {
  const saveChapter = useSaveChapter();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={chapter ? 'Edit chapter' : 'Add chapter'} description={`In ${groupName}`}>
        <Form
          schema={saveChapterInputSchema}
          options={{
            mode: 'onChange',
            defaultValues: {
              chapterID: chapter?.chapterID,
              chapterGroupID,
              chapterName: chapter?.chapterName ?? '',
              status: chapter?.status ?? 'ACT',
            },
          }}
          onSubmit={async (input) => {
            await saveChapter.mutateAsync(input);
            onClose();
          }}
        >
          {({ register, formState }) => (
            <>
              <InputField
                label="Chapter name"
                autoComplete="off"
                registration={register('chapterName')}
                error={formState.errors.chapterName}
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
