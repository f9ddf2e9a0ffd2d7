import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { LabelledSelect } from '@/components/ui/form';
import { useTopicLessons } from '../../api/get-topic-lessons';

/**
 * "Lesson": the lesson of the topic a question or KFP case belongs to (issue 29), optional. Its
 * reader's review card links to it. Held as the lesson's id, null for none.
 */
export function LessonSelect<F extends FieldValues>({
  topicID,
  control,
  name,
}: {
  topicID: string;
  control: Control<F>;
  name: Path<F>;
}) {
  const { field } = useController({ control, name });
  const lessons = useTopicLessons(topicID).data?.lessons ?? [];
  return (
    <LabelledSelect
      label="Lesson"
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value || null)}
    >
      <option value="">No lesson</option>
      {lessons.map((lesson) => (
        <option key={lesson.lessonID} value={lesson.lessonID}>
          {lesson.lessonName}
        </option>
      ))}
    </LabelledSelect>
  );
}
