import type { LessonItem } from '@notebook/contracts';
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog';
import { Form, InputField, SelectField } from '@/components/ui/form';
import { saveLessonInputSchema, useSaveLesson } from '../api/save-lesson';

export const statusOptions = [
  { value: 'ACT', label: 'Active' },
  { value: 'INA', label: 'Inactive' },
] as const;

type LessonDialogProps = { topicID: string; topicName: string; lesson?: LessonItem; onClose: () => void };

export function LessonDialog({ topicID, topicName, lesson, onClose }: LessonDialogProps) {
  const saveLesson = useSaveLesson();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={lesson ? 'Edit lesson' : 'Add lesson'} description={`In ${topicName}`}>
        <Form
          schema={saveLessonInputSchema}
          options={{
            mode: 'onChange',
            defaultValues: {
              lessonID: lesson?.lessonID,
              topicID,
              lessonName: lesson?.lessonName ?? '',
              status: lesson?.status ?? 'ACT',
            },
          }}
          onSubmit={async (input) => {
            await saveLesson.mutateAsync(input);
            onClose();
          }}
        >
          {({ register, formState }) => (
            <>
              <InputField
                label="Lesson name"
                autoComplete="off"
                registration={register('lessonName')}
                error={formState.errors.lessonName}
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
