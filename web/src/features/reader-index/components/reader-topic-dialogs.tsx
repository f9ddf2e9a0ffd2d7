import { READER_TOPIC_NAME_MAX } from '@notebook/contracts';
import { Form, SelectField } from '@/components/ui/form';
import { NameDialog } from '@/components/ui/name-status-dialog';
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog';
import { addTopicInputSchema, useAddTopicToChapter } from '../api/add-topic-to-chapter';
import { moveTopicInputSchema, useMoveTopicFromChapter } from '../api/move-topic-from-chapter';
import { updateTopicInputSchema, useUpdateTopicOfChapter } from '../api/update-topic-of-chapter';

type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

/** "Add topic": a reader's own topic in a chapter. */
export function AddTopicDialog({
  chapterID,
  chapterName,
  open,
  onOpenChange,
}: DialogState & { chapterID: string; chapterName: string }) {
  const addTopic = useAddTopicToChapter();
  return (
    <NameDialog
      title="Add topic"
      description={`Your own topic in ${chapterName}.`}
      nameLabel="Topic name"
      nameField="topicName"
      maxLength={READER_TOPIC_NAME_MAX}
      schema={addTopicInputSchema}
      defaultValues={{ chapterID, topicName: '' }}
      save={(values) => addTopic.mutateAsync(values)}
      open={open}
      onClose={() => onOpenChange(false)}
    />
  );
}

/** "Edit topic": rename one of the reader's own topics. */
export function EditTopicDialog({
  topicID,
  topicName,
  open,
  onOpenChange,
}: DialogState & { topicID: string; topicName: string }) {
  const updateTopic = useUpdateTopicOfChapter();
  return (
    <NameDialog
      title="Edit topic"
      nameLabel="Topic name"
      nameField="topicName"
      maxLength={READER_TOPIC_NAME_MAX}
      schema={updateTopicInputSchema}
      defaultValues={{ topicID, topicName }}
      save={(values) => updateTopic.mutateAsync(values)}
      open={open}
      onClose={() => onOpenChange(false)}
    />
  );
}

/** "Move to chapter": the keyboard and screen-reader alternative to dragging a topic. */
export function MoveTopicDialog({
  topicID,
  topicName,
  chapterID,
  chapters,
  open,
  onOpenChange,
}: DialogState & {
  topicID: string;
  topicName: string;
  chapterID: string;
  chapters: ReadonlyArray<{ chapterID: string; chapterName: string }>;
}) {
  const moveTopic = useMoveTopicFromChapter();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Move to chapter" description={`Choose the chapter for ${topicName}.`}>
        <Form
          schema={moveTopicInputSchema}
          options={{ mode: 'onChange', defaultValues: { topicID, chapterID } }}
          onSubmit={async (values) => {
            // The same chapter does nothing (spec section 2).
            if (values.chapterID !== chapterID) await moveTopic.mutateAsync(values);
            onOpenChange(false);
          }}
        >
          {({ bind }) => (
            <>
              <SelectField
                label="Chapter"
                {...bind('chapterID')}
                options={chapters.map((chapter) => ({ value: chapter.chapterID, label: chapter.chapterName }))}
              />
              <DialogFormActions />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}
