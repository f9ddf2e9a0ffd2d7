import { Messages, type ChapterGroupMenuItem, type TopicMenuItem } from '@notebook/contracts';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { Select } from '@/components/ui/input';
import { moveTopicInputSchema, useMoveTopic } from '../api/move-topic';

type MoveTopicDialogProps = { topic: TopicMenuItem; groups: readonly ChapterGroupMenuItem[]; onClose: () => void };

/** Moves a topic to another chapter; it lands at the end of that chapter. */
export function MoveTopicDialog({ topic, groups, onClose }: MoveTopicDialogProps) {
  const moveTopic = useMoveTopic();
  const targets = otherChapters(groups, topic.chapterID);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Move topic" description={`Choose the chapter for ${topic.topicName}.`}>
        <Form
          schema={moveTopicInputSchema}
          options={{ mode: 'onChange', defaultValues: { topicID: topic.topicID, chapterID: '' } }}
          onSubmit={async (input) => {
            await moveTopic.mutateAsync(input);
            onClose();
          }}
        >
          {({ register, formState }) => (
            <>
              {targets.length === 0 ? (
                <p className="text-sm text-ink-muted">{Messages.noChaptersFound}</p>
              ) : (
                <ChapterSelect groups={targets} registration={register('chapterID')} />
              )}
              <DialogFormActions canSave={formState.isValid} saving={formState.isSubmitting} />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** The groups with their chapters other than the topic's own; groups left empty are dropped. */
function otherChapters(groups: readonly ChapterGroupMenuItem[], chapterID: string): ChapterGroupMenuItem[] {
  return groups
    .map((group) => ({ ...group, chapters: group.chapters.filter((chapter) => chapter.chapterID !== chapterID) }))
    .filter((group) => group.chapters.length > 0);
}

/** A "Chapter" select with the chapters under their group's name (SelectField has no option groups). */
function ChapterSelect({ groups, registration }: { groups: readonly ChapterGroupMenuItem[]; registration: UseFormRegisterReturn }) {
  const controlId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        Chapter
      </label>
      <Select id={controlId} {...registration}>
        <option value="" disabled>
          Select a chapter
        </option>
        {groups.map((group) => (
          <optgroup key={group.chapterGroupID} label={group.chapterGroupName}>
            {group.chapters.map((chapter) => (
              <option key={chapter.chapterID} value={chapter.chapterID}>
                {chapter.chapterName}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </div>
  );
}
