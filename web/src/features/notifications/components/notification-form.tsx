import {
  Messages,
  NotificationType,
  PublishingType,
  saveNotificationRequest,
  type AdminNotification,
} from '@notebook/contracts';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { z } from 'zod';
import { formCard } from '@/components/forms/form-card';
import { TickList } from '@/components/forms/tick-list';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { FormActions, SearchBox } from '@/components/ui/admin-list';
import { type BindField, Form, InputField, SelectField } from '@/components/ui/form';
import { TickBox } from '@/components/ui/tick-box';
import { useChapterMenu } from '@/lib/chapter-menu';
import {
  readerGroupChoices,
  useReaderSearch,
  useSaveNotification,
  webinarChoices,
} from '../api/admin-notification-calls';
import { fromSydneyInput, toSydneyInput } from '@/lib/sydney-time';
import { listHref, typeLabel } from './notification-format';

const request = saveNotificationRequest.shape;
const SendWhen = ['NOW', 'LATER'] as const;

/** The form's fields: the request's, with the target ids as picked ('' for none) and `sendAt` on Sydney's clock. */
const notificationForm = z
  .object({
    notificationID: request.notificationID,
    notificationTopic: request.notificationTopic,
    content: request.content,
    notificationType: request.notificationType,
    webinarID: z.string(),
    topicID: z.string(),
    publishingType: request.publishingType,
    readerGroupIDs: z.array(z.string()),
    readerIDs: z.array(z.string()),
    sendWhen: z.enum(SendWhen),
    sendAt: z.string(),
  })
  .superRefine((form, context) => {
    const require = (path: 'webinarID' | 'topicID' | 'sendAt', message = Messages.required) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (form.notificationType === 'WEBINAR' && !form.webinarID) require('webinarID');
    if (form.notificationType === 'TOPIC' && !form.topicID) require('topicID');
    if (form.sendWhen === 'LATER' && !form.sendAt) require('sendAt');
    if (form.publishingType === 'SELECTED' && form.readerGroupIDs.length + form.readerIDs.length === 0)
      context.addIssue({ code: 'custom', path: ['readerIDs'], message: Messages.notificationAudienceRequired });
  });
type NotificationForm = z.input<typeof notificationForm>;

const blankForm: NotificationForm = {
  ...{ notificationTopic: '', content: '', webinarID: '', topicID: '', sendAt: '' },
  ...{ notificationType: 'WEBINAR', publishingType: 'ALL', sendWhen: 'NOW', readerGroupIDs: [], readerIDs: [] },
};

/** A saved notification as the form holds it: '' for the target it has not, its send time on Sydney's clock. */
function defaultsOf(notification?: AdminNotification): NotificationForm {
  if (!notification) return blankForm;
  const { webinarID, topicID, sendAt } = notification;
  const sydneyTime = sendAt ? { sendWhen: 'LATER' as const, sendAt: toSydneyInput(sendAt) } : { sendAt: '' };
  return { ...blankForm, ...notification, webinarID: webinarID ?? '', topicID: topicID ?? '', ...sydneyTime };
}

/** The request: only the chosen target and audience, and the Sydney time as an instant. */
function requestOf(form: z.output<typeof notificationForm>) {
  const { sendWhen, sendAt, webinarID, topicID, readerGroupIDs, readerIDs, ...fields } = form;
  const selected = form.publishingType === 'SELECTED';
  return {
    ...fields,
    ...(form.notificationType === 'WEBINAR' ? { webinarID } : { topicID }),
    ...(selected ? { readerGroupIDs, readerIDs } : {}),
    ...(sendWhen === 'LATER' ? { sendAt: fromSydneyInput(sendAt) } : {}),
  };
}

const typeOptions = NotificationType.map((value) => ({ value, label: typeLabel[value] }));
const publishingOptions = [
  { value: 'ALL', label: 'All readers' },
  { value: 'SELECTED', label: 'Selected reader groups and readers' },
] satisfies { value: (typeof PublishingType)[number]; label: string }[];

/** A notification's topic, content, target, audience and send time; saving goes back to the list. */
export function NotificationFormCard({
  notification,
  onSaved,
}: {
  notification?: AdminNotification;
  onSaved: () => void;
}) {
  const save = useSaveNotification();
  return (
    <Form
      schema={notificationForm}
      aria-label="Notification"
      className={formCard}
      options={{ defaultValues: defaultsOf(notification), mode: 'onChange' }}
      onSubmit={async (form) => {
        await save.mutateAsync(requestOf(form));
        onSaved();
      }}
    >
      {({ bind, control, watch }) => (
        <>
          <InputField label="Notification topic" autoComplete="off" {...bind('notificationTopic')} />
          <RichTextField label="Content" name="content" control={control} height={RichTextHeights.answer} />
          <SelectField label="Type" options={typeOptions} {...bind('notificationType')} />
          <TargetField kind={watch('notificationType')} bind={bind} />
          <SelectField label="Publishing" options={publishingOptions} {...bind('publishingType')} />
          {watch('publishingType') === 'SELECTED' && <AudiencePicker control={control} />}
          <SelectField
            label="Send"
            options={[
              { value: 'NOW', label: 'Now' },
              { value: 'LATER', label: 'At a time (Australia/Sydney)' },
            ]}
            {...bind('sendWhen')}
          />
          {watch('sendWhen') === 'LATER' && (
            <InputField label="Send at (Australia/Sydney)" type="datetime-local" {...bind('sendAt')} />
          )}
          <FormActions cancelTo={listHref} />
        </>
      )}
    </Form>
  );
}

type Picker = { control: Control<NotificationForm> };

/** The webinar, or the topic (named with its chapter, as the admin catalog orders them), it is about. */
function TargetField({
  kind,
  bind,
}: {
  kind: NotificationForm['notificationType'];
  bind: BindField<NotificationForm>;
}) {
  const webinars = webinarChoices.useWith({ enabled: kind === 'WEBINAR' }).data?.pageData;
  const chapterGroups = useChapterMenu().data?.chapterGroups;
  if (kind === 'WEBINAR') {
    const choices = webinars?.map((webinar) => ({
      value: webinar.webinarID,
      label: `${webinar.webinarName} (${webinar.categoryName})`,
    }));
    // Registered once its options are there, so an edited notification's webinar shows chosen.
    return choices && <SelectField label="Webinar" options={[noChoice, ...choices]} {...bind('webinarID')} />;
  }
  const choices = chapterGroups
    ?.flatMap((group) => group.chapters)
    .flatMap((chapter) =>
      chapter.topics.map((topic) => ({ value: topic.topicID, label: `${chapter.chapterName}: ${topic.topicName}` })),
    );
  return choices && <SelectField label="Topic of the notes" options={[noChoice, ...choices]} {...bind('topicID')} />;
}
const noChoice = { value: '', label: 'Choose one' };

/** SELECTED: reader groups ticked from the list, readers ticked from a search. */
function AudiencePicker({ control }: Picker) {
  const groups = useController({ control, name: 'readerGroupIDs' });
  const readers = useController({ control, name: 'readerIDs' });
  const groupList = readerGroupChoices.useWith();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TickList
        legend="Reader groups"
        items={groupList.data?.pageData ?? []}
        idOf={(group) => group.readerGroupID}
        labelOf={(group) => group.groupName}
        value={groups.field.value}
        onChange={groups.field.onChange}
        empty={groupList.data ? 'No reader groups yet.' : undefined}
      />
      <ReaderPicker
        value={readers.field.value}
        onChange={readers.field.onChange}
        error={readers.fieldState.error?.message}
      />
    </div>
  );
}

function ReaderPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const found = useReaderSearch(search.trim());
  const toggle = (readerID: string, on: boolean) =>
    onChange(on ? [...value, readerID] : value.filter((each) => each !== readerID));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">Readers ({value.length} selected)</legend>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <SearchBox value={search} onChange={setSearch} placeholder="Name or e-mail" className="sm:max-w-none" />
      <div className="flex max-h-60 flex-col overflow-y-auto">
        {found.data?.pageData.map((reader) => (
          <TickBox
            key={reader.readerID}
            checked={value.includes(reader.readerID)}
            onChange={(on) => toggle(reader.readerID, on)}
            label={`${reader.firstName} ${reader.lastName} (${reader.email})`}
          />
        ))}
      </div>
    </fieldset>
  );
}
