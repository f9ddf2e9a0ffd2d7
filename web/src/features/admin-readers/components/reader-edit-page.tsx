import { type AdminReaderDetail, Privileges, hasPrivilege } from '@notebook/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BackLink, QueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { UserStatusControl } from '@/components/ui/user-status';
import { paths } from '@/config/paths';
import { useHoldsPrivilege, useLoggedInUser } from '@/lib/auth-store';
import { useReader, useResetReaderPassword, useUpdateReaderStatus } from '../api/reader-calls';
import { BillingAddressForm } from './billing-address-form';
import { SignInsPanel, StudyActivityPanel, SubscriptionPanel } from './reader-activity';
import { ReaderForm } from './reader-form';
import { ReaderPanel } from './reader-panel';
import { ReaderPaymentsPanel } from './reader-payments-panel';

/** /admin/readers/add-edit[?readerID=]: adds a reader, or shows one: details, account, subscription, payments and refunds, study, sign-ins, billing address. */
export function ReaderEditPage({ description }: { description: string }) {
  const [searchParams] = useSearchParams();
  const readerID = searchParams.get('readerID');
  const reader = useReader(readerID);
  const canEdit = useHoldsPrivilege(Privileges.reader.addEdit);
  const navigate = useNavigate();
  const title = !readerID ? 'Add Reader' : reader.data ? `${reader.data.firstName} ${reader.data.lastName}` : 'Reader';
  return (
    <section>
      <BackLink to={paths.admin.readers.getHref()}>Readers</BackLink>
      <PageHeader title={title} description={readerID ? reader.data?.email : description} />
      {!readerID ? (
        <ReaderForm
          editable={canEdit}
          onSaved={(created) => navigate(paths.admin.readersAddEdit.getHref(created), { replace: true })}
        />
      ) : (
        <QueryView query={reader}>
          {(data) => <ReaderPage key={data.readerID} reader={data} canEdit={canEdit} />}
        </QueryView>
      )}
    </section>
  );
}

function ReaderPage({ reader, canEdit }: { reader: AdminReaderDetail; canEdit: boolean }) {
  const held = useLoggedInUser()?.privileges ?? [];
  return (
    <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex min-w-0 flex-col gap-5">
        <ReaderForm reader={reader} editable={canEdit} onSaved={() => undefined} />
        <StudyActivityPanel readerID={reader.readerID} />
        <SignInsPanel readerID={reader.readerID} />
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <AccountPanel
          reader={reader}
          canChangeStatus={hasPrivilege(held, Privileges.reader.status)}
          canResetPassword={hasPrivilege(held, Privileges.reader.resetPassword)}
        />
        <SubscriptionPanel reader={reader} />
        <ReaderPaymentsPanel readerID={reader.readerID} canRefund={hasPrivilege(held, Privileges.reader.addEdit)} />
        <BillingAddressForm
          readerID={reader.readerID}
          address={reader.billingAddress}
          editable={hasPrivilege(held, Privileges.reader.billingAddress)}
        />
      </div>
    </div>
  );
}

function AccountPanel({
  reader,
  canChangeStatus,
  canResetPassword,
}: {
  reader: AdminReaderDetail;
  canChangeStatus: boolean;
  canResetPassword: boolean;
}) {
  const update = useUpdateReaderStatus();
  const reset = useResetReaderPassword();
  return (
    <ReaderPanel title="Account">
      <UserStatusControl
        name={`${reader.firstName} ${reader.lastName}`}
        status={reader.status}
        editable={canChangeStatus}
        busy={update.isPending}
        onChange={(status) => update.mutate({ readerID: reader.readerID, status })}
      />
      <p className="text-sm text-ink-muted">
        {reader.emailConfirmed ? 'E-mail address confirmed.' : 'E-mail address not confirmed yet.'}
      </p>
      {canResetPassword && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={reset.isPending}
          onClick={() => reset.mutate(reader.readerID)}
        >
          Send a password reset e-mail
        </Button>
      )}
    </ReaderPanel>
  );
}
