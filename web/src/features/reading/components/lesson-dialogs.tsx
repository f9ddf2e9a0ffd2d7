import { READER_LESSON_NAME_MAX } from '@notebook/contracts';
import { NameDialog } from '@/components/ui/name-status-dialog';
import { addLessonInputSchema, useAddLessonToTopic } from '../api/add-lesson-to-topic';
import { updateLessonInputSchema, useUpdateLessonOfTopic } from '../api/update-lesson-of-topic';

type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

/** "Add lesson": the reader's own lesson in this topic. */
export function AddLessonDialog({ topicID, open, onOpenChange }: DialogState & { topicID: string }) {
  const addLesson = useAddLessonToTopic();
  return (
    <NameDialog
      title="Add lesson"
      description="Your own lesson; only you see it."
      nameLabel="Lesson name"
      nameField="lessonName"
      maxLength={READER_LESSON_NAME_MAX}
      schema={addLessonInputSchema}
      defaultValues={{ topicID, lessonName: '' }}
      save={(values) => addLesson.mutateAsync(values)}
      open={open}
      onClose={() => onOpenChange(false)}
    />
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
    <NameDialog
      title="Edit lesson"
      nameLabel="Lesson name"
      nameField="lessonName"
      maxLength={READER_LESSON_NAME_MAX}
      schema={updateLessonInputSchema}
      defaultValues={{ lessonID, lessonName }}
      save={(values) => updateLesson.mutateAsync(values)}
      open={open}
      onClose={() => onOpenChange(false)}
    />
  );
}
