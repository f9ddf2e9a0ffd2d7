import { type AdminReaderDetail, Messages, saveReaderRequest } from '@notebook/contracts';
import { Controller } from 'react-hook-form';
import { FormActions } from '@/components/ui/admin-list';
import { formCard } from '@/components/forms/form-card';
import { InvitedEmailField, PersonNameFields, TitleField } from '@/components/forms/person-fields';
import { TickList } from '@/components/forms/tick-list';
import { Form, InputField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useAllReaderGroups, useSaveReader } from '../api/reader-calls';

type ReaderFormProps = { reader?: AdminReaderDetail; editable: boolean; onSaved: (readerID: string) => void };

/** A reader's title, names, address, phone and groups; a new reader is e-mailed a link to choose a password. */
export function ReaderForm({ reader, editable, onSaved }: ReaderFormProps) {
  const save = useSaveReader();
  const groups = useAllReaderGroups();
  return (
    <Form
      aria-label="Reader"
      schema={saveReaderRequest}
      className={formCard}
      options={{
        mode: 'onChange',
        defaultValues: {
          readerID: reader?.readerID,
          title: reader?.title ?? 'DR',
          firstName: reader?.firstName ?? '',
          lastName: reader?.lastName ?? '',
          email: reader?.email ?? '',
          phone: reader?.phone ?? '',
          readerGroupIDs: reader?.readerGroups.map((group) => group.readerGroupID) ?? [],
        },
      }}
      onSubmit={async (input) => onSaved((await save.mutateAsync(input)).readerID)}
    >
      {({ bind, control }) => (
        <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-4">
          <legend className="sr-only">Details</legend>
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
            <TitleField {...bind('title')} />
            <PersonNameFields bind={bind} whose="other" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <InvitedEmailField
              savedHint={reader && 'A new address must be confirmed by the reader.'}
              {...bind('email')}
            />
            <InputField label="Phone" type="tel" autoComplete="off" maxLength={30} {...bind('phone')} />
          </div>
          <Controller
            control={control}
            name="readerGroupIDs"
            render={({ field }) => (
              <TickList
                legend="Groups"
                items={groups.data?.pageData ?? []}
                idOf={(group) => group.readerGroupID}
                labelOf={(group) => <span className="text-ink">{group.groupName}</span>}
                value={field.value ?? []}
                onChange={field.onChange}
                empty={groups.isSuccess ? Messages.noReaderGroups : undefined}
                disabled={!editable}
                className="grid gap-x-4 sm:grid-cols-2"
              />
            )}
          />
          {editable && <FormActions cancelTo={paths.admin.readers.getHref()} />}
        </fieldset>
      )}
    </Form>
  );
}
