import { type LoggedInUser, updateSocialReaderInfoRequest } from '@notebook/contracts';
import { Button } from '@/components/ui/button';
import { PersonNameFields, TitleField } from '@/components/forms/person-fields';
import { Form, SubmitButton } from '@/components/ui/form';
import { env } from '@/config/env';
import { useOAuthProviders, useUpdateSocialReaderInfo } from '../api/account-calls';

/** "Continue with …" for each configured provider; nothing when none is. */
export function SocialSignInButtons() {
  const providers = useOAuthProviders();
  if (!providers.data?.length) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs text-ink-faint uppercase before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        or
      </p>
      {providers.data.map((provider) => (
        <Button key={provider.id} asChild variant="secondary">
          <a href={`${env.VITE_API_ORIGIN}${provider.authorizeUrl}`}>Continue with {provider.name}</a>
        </Button>
      ))}
    </div>
  );
}

/** After a first provider sign-in: the title and names the provider did not give. */
export function SocialDetailsForm({ user, onDone }: { user: LoggedInUser; onDone: () => void }) {
  const update = useUpdateSocialReaderInfo();
  return (
    <Form
      aria-label="Your details"
      schema={updateSocialReaderInfoRequest}
      options={{
        mode: 'onChange',
        defaultValues: { title: 'DR', firstName: user.user.firstName, lastName: user.user.lastName },
      }}
      onSubmit={async (input) => {
        await update.mutateAsync(input);
        onDone();
      }}
    >
      {({ bind }) => (
        <>
          <TitleField {...bind('title')} />
          <PersonNameFields bind={bind} whose="own" />
          <SubmitButton>Continue</SubmitButton>
        </>
      )}
    </Form>
  );
}
