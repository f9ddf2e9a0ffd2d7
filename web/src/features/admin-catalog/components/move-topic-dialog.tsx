import { Messages, type ChapterGroupMenuItem, type TopicMenuItem } from '@notebook/contracts';
import { FormDialog } from '@/components/ui/dialog';
import { LabelledSelect } from '@/components/ui/form';
import { moveTopicInputSchema, useMoveTopic } from '../api/move-topic';

type MoveTopicDialogProps = { topic: TopicMenuItem; groups: readonly ChapterGroupMenuItem[]; onClose: () => void };

/** Moves a topic to another chapter; it lands at the end of that chapter. */
export function MoveTopicDialog({ topic, groups, onClose }: MoveTopicDialogProps) {
  const moveTopic = useMoveTopic();
  const targets = otherChapters(groups, topic.chapterID);
  return (
    <FormDialog
      title="Move topic"
      description={`Choose the chapter for ${topic.topicName}.`}
      schema={moveTopicInputSchema}
      defaultValues={{ topicID: topic.topicID, chapterID: '' }}
      save={(input) => moveTopic.mutateAsync(input)}
      onClose={onClose}
    >
      {({ register }) =>
        targets.length === 0 ? (
          <p className="text-sm text-ink-muted">{Messages.noChaptersFound}</p>
        ) : (
          <LabelledSelect label="Chapter" {...register('chapterID')}>
            <option value="" disabled>
              Select a chapter
            </option>
            <ChapterOptions groups={targets} />
          </LabelledSelect>
        )
      }
    </FormDialog>
  );
}

/** The groups with their chapters other than the topic's own; groups left empty are dropped. */
function otherChapters(groups: readonly ChapterGroupMenuItem[], chapterID: string): ChapterGroupMenuItem[] {
  return groups
    .map((group) => ({ ...group, chapters: group.chapters.filter((chapter) => chapter.chapterID !== chapterID) }))
    .filter((group) => group.chapters.length > 0);
}

/** The chapters under their group's name. */
function ChapterOptions({ groups }: { groups: readonly ChapterGroupMenuItem[] }) {
  return groups.map((group) => (
    <optgroup key={group.chapterGroupID} label={group.chapterGroupName}>
      {group.chapters.map((chapter) => (
        <option key={chapter.chapterID} value={chapter.chapterID}>
          {chapter.chapterName}
        </option>
      ))}
    </optgroup>
  ));
}
