import { InputField, SelectField, type FieldBinding } from '@/components/ui/form';

/** The titles a reader may hold (contracts' `Title`), as the forms show them. */
export const titleOptions = [
  { value: 'DR', label: 'Dr' },
  { value: 'MR', label: 'Mr' },
  { value: 'MS', label: 'Ms' },
  { value: 'MRS', label: 'Mrs' },
] as const;

/** The names the schemas cap at 100 characters. */
const NAME_MAX = 100;

export function TitleField(binding: FieldBinding) {
  return <SelectField label="Title" options={titleOptions} {...binding} />;
}

type PersonNameFieldsProps = {
  /** The form's `bind`: the form holds `firstName` and `lastName`. */
  bind: (name: 'firstName' | 'lastName') => FieldBinding;
  /** 'own': people type their own name, which the browser may offer; 'other': an admin types someone else's. */
  whose: 'own' | 'other';
  /** False leaves an overlong name to the schema's 'Max length is 100' instead of stopping the typing. */
  capLength?: boolean;
};

/** "First name" and "Last name", side by side or stacked as the caller's layout puts them. */
export function PersonNameFields({ bind, whose, capLength = true }: PersonNameFieldsProps) {
  const maxLength = capLength ? NAME_MAX : undefined;
  return (
    <>
      <InputField
        label="First name"
        autoComplete={whose === 'own' ? 'given-name' : 'off'}
        maxLength={maxLength}
        {...bind('firstName')}
      />
      <InputField
        label="Last name"
        autoComplete={whose === 'own' ? 'family-name' : 'off'}
        maxLength={maxLength}
        {...bind('lastName')}
      />
    </>
  );
}

type InvitedEmailFieldProps = FieldBinding & {
  /** What the hint says once the account exists; a new account is told about the password link instead. */
  savedHint: string | undefined;
  readOnly?: boolean;
};

/** The e-mail of an account an admin opens for someone: a new one is sent a link there to choose a password. */
export function InvitedEmailField({ savedHint, readOnly, ...binding }: InvitedEmailFieldProps) {
  return (
    <InputField
      label="E-mail"
      type="email"
      autoComplete="off"
      readOnly={readOnly}
      hint={savedHint ?? 'We e-mail a link to this address to choose a password.'}
      {...binding}
    />
  );
}
