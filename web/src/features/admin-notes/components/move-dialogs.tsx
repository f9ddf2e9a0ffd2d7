import { Messages, type AdminTopicLessonsResult, type LessonItem, type NoteItem } from '@notebook/contracts';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/dialog';
import { LabelledSelect } from '@/components/ui/form';
import { useChapterMenu } from '@/lib/chapter-menu';
import { useTopicLessons } from '../api/get-topic-lessons';
import { moveLessonInputSchema, useMoveLesson } from '../api/move-lesson';
import { moveNoteInputSchema, useMoveNote } from '../api/move-note';
import { TopicOptions } from './topic-options';

/** Author lessons live in author topics, so only those are destinations. */
const isAuthorTopic = (topic: { topicType: string }) => topic.topicType === 'AUTHOR';

/** "Move lesson": the lesson and its notes go to the end of the chosen topic. */
export function MoveLessonDialog({ lesson, onClose }: { lesson: LessonItem; onClose: () => void }) {
  const menu = useChapterMenu();
  const moveLesson = useMoveLesson();
  return (
    <FormDialog
      title="Move lesson"
      description={`Choose the topic for ${lesson.lessonName}.`}
      schema={moveLessonInputSchema}
      defaultValues={{ lessonID: lesson.lessonID, topicID: '' }}
      save={(input) => moveLesson.mutateAsync(input)}
      onClose={onClose}
    >
      {({ register }) => (
        <LabelledSelect label="To topic" {...register('topicID')}>
          <option value="">Choose a topic…</option>
          {menu.data && (
            <TopicOptions
              menu={menu.data}
              include={(topic) => isAuthorTopic(topic) && topic.topicID !== lesson.topicID}
            />
          )}
        </LabelledSelect>
      )}
    </FormDialog>
  );
}

/** "Move note": to another lesson of this topic, or of another topic picked first. */
export function MoveNoteDialog({ note, topicID, onClose }: { note: NoteItem; topicID: string; onClose: () => void }) {
  const menu = useChapterMenu();
  const [shownTopicID, setShownTopicID] = useState(topicID);
  const lessons = useTopicLessons(shownTopicID);
  const moveNote = useMoveNote();
  return (
    <FormDialog
      title="Move note"
      description={`Choose the lesson for ${note.noteHeader}.`}
      schema={moveNoteInputSchema}
      defaultValues={{ noteID: note.noteID, lessonID: '' }}
      save={(input) => moveNote.mutateAsync(input)}
      onClose={onClose}
    >
      {({ register, setValue }) => (
        <>
          <LabelledSelect
            label="In topic"
            value={shownTopicID}
            onChange={(event) => {
              setShownTopicID(event.target.value);
              setValue('lessonID', '', { shouldValidate: true });
            }}
          >
            {menu.data && <TopicOptions menu={menu.data} include={isAuthorTopic} />}
          </LabelledSelect>
          <LabelledSelect label="To lesson" disabled={lessons.isPending} {...register('lessonID')}>
            <option value="">{lessons.isPending ? Messages.loading : 'Choose a lesson…'}</option>
            {destinationLessons(lessons.data, note.lessonID).map((lesson) => (
              <option key={lesson.lessonID} value={lesson.lessonID}>
                {lesson.lessonName}
              </option>
            ))}
          </LabelledSelect>
        </>
      )}
    </FormDialog>
  );
}

/** The topic's author lessons in reading order, without the one the note is in. */
function destinationLessons(data: AdminTopicLessonsResult | undefined, currentLessonID: string) {
  return (data?.lessons ?? [])
    .filter((lesson) => lesson.lessonType === 'AUTHOR' && lesson.lessonID !== currentLessonID)
    .sort((a, b) => a.displayOrder - b.displayOrder);
}
