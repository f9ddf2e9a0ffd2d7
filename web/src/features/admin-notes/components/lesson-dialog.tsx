import type { LessonItem } from '@notebook/contracts';
import { NameStatusDialog } from '@/components/ui/name-status-dialog';
import { saveLessonInputSchema, useSaveLesson } from '../api/save-lesson';

export { statusOptions } from '@/components/ui/name-status-dialog';

type LessonDialogProps = { topicID: string; topicName: string; lesson?: LessonItem; onClose: () => void };

export function LessonDialog({ topicID, topicName, lesson, onClose }: LessonDialogProps) {
  const saveLesson = useSaveLesson();
  return (
    <NameStatusDialog
      title={lesson ? 'Edit lesson' : 'Add lesson'}
      description={`In ${topicName}`}
      nameLabel="Lesson name"
      nameField="lessonName"
      schema={saveLessonInputSchema}
      defaultValues={{
        lessonID: lesson?.lessonID,
        topicID,
        lessonName: lesson?.lessonName ?? '',
        status: lesson?.status ?? 'ACT',
      }}
      save={(input) => saveLesson.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
