import { type AdminReaderDetail, Messages, saveReaderRequest } from '@notebook/contracts';
import { Controller } from 'react-hook-form';
import { FormActions } from '@/components/ui/admin-list';
import { Form, InputField, SelectField } from '@/components/ui/form';
import { TickBox } from '@/components/ui/tick-box';
import { paths } from '@/config/paths';
import { useAllReaderGroups, useSaveReader } from '../api/reader-calls';

const titleOptions = [
  { value: 'DR', label: 'Dr' },
  { value: 'MR', label: 'Mr' },
  { value: 'MS', label: 'Ms' },
  { value: 'MRS', label: 'Mrs' },
] as const;

export const card = 'flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6';

type ReaderFormProps = { reader?: AdminReaderDetail; editable: boolean; onSaved: (readerID: string) => void };

/** A reader's title, names, address, phone and groups; a new reader is e-mailed a link to choose a password. */
export function ReaderForm({ reader, editable, onSaved }: ReaderFormProps) {
  const save = useSaveReader();
  const groups = useAllReaderGroups();
  return (
    <Form
      aria-label="Reader"
      schema={saveReaderRequest}
      className={card}
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
      {({ register, control, formState }) => (
        <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-4">
          <legend className="sr-only">Details</legend>
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
            <SelectField
              label="Title"
              options={titleOptions}
              registration={register('title')}
              error={formState.errors.title}
            />
            <InputField
              label="First name"
              autoComplete="off"
              maxLength={100}
              registration={register('firstName')}
              error={formState.errors.firstName}
            />
            <InputField
              label="Last name"
              autoComplete="off"
              maxLength={100}
              registration={register('lastName')}
              error={formState.errors.lastName}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="E-mail"
              type="email"
              autoComplete="off"
              hint={
                reader
                  ? 'A new address must be confirmed by the reader.'
                  : 'We e-mail a link to this address to choose a password.'
              }
              registration={register('email')}
              error={formState.errors.email}
            />
            <InputField
              label="Phone"
              type="tel"
              autoComplete="off"
              maxLength={30}
              registration={register('phone')}
              error={formState.errors.phone}
            />
          </div>
          <Controller
            control={control}
            name="readerGroupIDs"
            render={({ field }) => {
              const chosen = new Set(field.value ?? []);
              const all = groups.data?.pageData ?? [];
              return (
                <fieldset className="flex flex-col gap-1">
                  <legend className="mb-1 text-sm font-medium text-ink">Groups</legend>
                  {groups.isSuccess && all.length === 0 && (
                    <p className="text-sm text-ink-muted">{Messages.noReaderGroups}</p>
                  )}
                  <div className="grid gap-x-4 sm:grid-cols-2">
                    {all.map((group) => (
                      <TickBox
                        key={group.readerGroupID}
                        checked={chosen.has(group.readerGroupID)}
                        disabled={!editable}
                        onChange={(on) =>
                          field.onChange(
                            all
                              .map((each) => each.readerGroupID)
                              .filter((id) => (id === group.readerGroupID ? on : chosen.has(id))),
                          )
                        }
                        label={<span className="text-ink">{group.groupName}</span>}
                      />
                    ))}
                  </div>
                </fieldset>
              );
            }}
          />
          {editable && <FormActions cancelTo={paths.admin.readers.getHref()} />}
        </fieldset>
      )}
    </Form>
  );
}
