import type { TopicMenuItem } from '@notebook/contracts';
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog';
import { CheckboxField, Form, InputField, SelectField } from '@/components/ui/form';
import { saveTopicInputSchema, useSaveTopic } from '../api/save-topic';
import { statusOptions } from './status-options';

type TopicDialogProps = { chapterID: string; chapterName: string; topic?: TopicMenuItem; onClose: () => void };

export function TopicDialog({ chapterID, chapterName, topic, onClose }: TopicDialogProps) {
  const saveTopic = useSaveTopic();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={topic ? 'Edit topic' : 'Add topic'} description={`In ${chapterName}`}>
        <Form
          schema={saveTopicInputSchema}
          options={{
            mode: 'onChange',
            defaultValues: {
              topicID: topic?.topicID,
              chapterID,
              topicName: topic?.topicName ?? '',
              status: topic?.status ?? 'ACT',
              freeContent: topic?.freeContent ?? false,
            },
          }}
          onSubmit={async (input) => {
            await saveTopic.mutateAsync(input);
            onClose();
          }}
        >
          {({ register, formState }) => (
            <>
              <InputField
                label="Topic name"
                autoComplete="off"
                registration={register('topicName')}
                error={formState.errors.topicName}
              />
              <SelectField
                label="Status"
                options={statusOptions}
                registration={register('status')}
                error={formState.errors.status}
              />
              <CheckboxField
                label="Free content"
                description="Readers without a subscription can open this topic."
                registration={register('freeContent')}
              />
              <DialogFormActions canSave={formState.isValid} saving={formState.isSubmitting} />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}
