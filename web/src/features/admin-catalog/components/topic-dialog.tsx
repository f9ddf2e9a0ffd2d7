import type { TopicMenuItem } from '@notebook/contracts';
import { CheckboxField } from '@/components/ui/form';
import { NameStatusDialog } from '@/components/ui/name-status-dialog';
import { saveTopicInputSchema, useSaveTopic } from '../api/save-topic';

type TopicDialogProps = { chapterID: string; chapterName: string; topic?: TopicMenuItem; onClose: () => void };

export function TopicDialog({ chapterID, chapterName, topic, onClose }: TopicDialogProps) {
  const saveTopic = useSaveTopic();
  return (
    <NameStatusDialog
      title={topic ? 'Edit topic' : 'Add topic'}
      description={`In ${chapterName}`}
      nameLabel="Topic name"
      nameField="topicName"
      schema={saveTopicInputSchema}
      defaultValues={{
        topicID: topic?.topicID,
        chapterID,
        topicName: topic?.topicName ?? '',
        status: topic?.status ?? 'ACT',
        freeContent: topic?.freeContent ?? false,
      }}
      save={(input) => saveTopic.mutateAsync(input)}
      onClose={onClose}
    >
      {(bind) => (
        <CheckboxField
          label="Free content"
          description="Readers without a subscription can open this topic."
          {...bind('freeContent')}
        />
      )}
    </NameStatusDialog>
  );
}
