import { READER_LESSON_NAME_MAX } from '@notebook/contracts';
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog';
import { Form, InputField, upTo } from '@/components/ui/form';
import { addLessonInputSchema, useAddLessonToTopic } from '../api/add-lesson-to-topic';
import { updateLessonInputSchema, useUpdateLessonOfTopic } from '../api/update-lesson-of-topic';

type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

/** "Add lesson": the reader's own lesson in this topic. */
export function AddLessonDialog({ topicID, open, onOpenChange }: DialogState & { topicID: string }) {
  const addLesson = useAddLessonToTopic();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Add lesson" description="Your own lesson; only you see it.">
        <Form
          schema={addLessonInputSchema}
          options={{ mode: 'onChange', defaultValues: { topicID, lessonName: '' } }}
          onSubmit={async (values) => {
            await addLesson.mutateAsync(values);
            onOpenChange(false);
          }}
        >
          {({ register, formState }) => (
            <>
              <InputField
                label="Lesson name"
                registration={register('lessonName')}
                error={formState.errors.lessonName}
                autoComplete="off"
                maxLength={READER_LESSON_NAME_MAX}
                hint={upTo(READER_LESSON_NAME_MAX)}
              />
              <DialogFormActions canSave={formState.isValid} saving={formState.isSubmitting} />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** "Edit lesson": rename the reader's own lesson. */
export function EditLessonDialog({
  lessonID,
  lessonName,
  open,
  onOpenChange,
}: DialogState & { lessonID: string; lessonName: string }) {
  const updateLesson = useUpdateLessonOfTopic();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Edit lesson">
        <Form
          schema={updateLessonInputSchema}
          options={{ mode: 'onChange', defaultValues: { lessonID, lessonName } }}
          onSubmit={async (values) => {
            await updateLesson.mutateAsync(values);
            onOpenChange(false);
          }}
        >
          {({ register, formState }) => (
            <>
              <InputField
                label="Lesson name"
                registration={register('lessonName')}
                error={formState.errors.lessonName}
                autoComplete="off"
                maxLength={READER_LESSON_NAME_MAX}
                hint={upTo(READER_LESSON_NAME_MAX)}
              />
              <DialogFormActions canSave={formState.isValid} saving={formState.isSubmitting} />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}
