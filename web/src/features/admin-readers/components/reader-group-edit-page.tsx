import { type ReaderGroupRow, Messages, Privileges, hasPrivilege, saveReaderGroupRequest } from '@notebook/contracts';
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formCard } from '@/components/forms/form-card';
import { BackLink, PagedQueryView, QueryView } from '@/components/ui/admin-list';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { Form, InputField, SaveBlockedHint, TextAreaField } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import {
  READERS_PAGE_SIZE,
  useBulkReaderGroups,
  useReaderGroup,
  useReadersPage,
  useSaveReaderGroup,
} from '../api/reader-calls';
import { ReaderPanel } from './reader-panel';

/** /admin/reader-groups/add-edit[?readerGroupID=]: a group's name and description, and its members (added and removed here). */
export function ReaderGroupEditPage({ description }: { description: string }) {
  const [searchParams] = useSearchParams();
  const readerGroupID = searchParams.get('readerGroupID');
  const group = useReaderGroup(readerGroupID);
  const canEdit = hasPrivilege(useLoggedInUser()?.privileges ?? [], Privileges.reader.addEdit);
  const navigate = useNavigate();
  return (
    <section>
      <BackLink to={paths.admin.readerGroups.getHref()}>Reader groups</BackLink>
      <PageHeader
        title={readerGroupID ? (group.data?.groupName ?? 'Reader Group') : 'Add Reader Group'}
        description={description}
      />
      {!readerGroupID ? (
        <GroupForm
          editable={canEdit}
          onSaved={(created) => navigate(paths.admin.readerGroupsAddEdit.getHref(created), { replace: true })}
        />
      ) : (
        <QueryView query={group}>
          {(data) => (
            <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <GroupForm key={data.readerGroupID} group={data} editable={canEdit} onSaved={() => undefined} />
              <Members group={data} editable={canEdit} />
            </div>
          )}
        </QueryView>
      )}
    </section>
  );
}

function GroupForm({
  group,
  editable,
  onSaved,
}: {
  group?: ReaderGroupRow;
  editable: boolean;
  onSaved: (readerGroupID: string) => void;
}) {
  const save = useSaveReaderGroup();
  return (
    <Form
      aria-label="Reader group"
      schema={saveReaderGroupRequest}
      className={formCard}
      options={{
        mode: 'onChange',
        defaultValues: {
          readerGroupID: group?.readerGroupID,
          groupName: group?.groupName ?? '',
          description: group?.description ?? '',
        },
      }}
      onSubmit={async (input) => onSaved((await save.mutateAsync(input)).readerGroupID)}
    >
      {({ bind, formState }) => (
        <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-4">
          <legend className="sr-only">Group</legend>
          <InputField label="Group name" autoComplete="off" maxLength={100} {...bind('groupName')} />
          <TextAreaField label="Description" rows={3} {...bind('description')} />
          {editable && (
            <div className="flex flex-col-reverse items-center gap-2 sm:flex-row sm:justify-end">
              <SaveBlockedHint className="sm:mr-auto" />
              <Button type="submit" disabled={!formState.isValid || formState.isSubmitting}>
                Save
              </Button>
            </div>
          )}
        </fieldset>
      )}
    </Form>
  );
}

/** The group's members, and a search to add readers to it. */
function Members({ group, editable }: { group: ReaderGroupRow; editable: boolean }) {
  const [page, setPage] = useState(0);
  const members = useReadersPage({ searchKey: '', status: '', readerGroupID: group.readerGroupID, page });
  const [search, setSearch] = useState('');
  const searchKey = useDeferredValue(search.trim());
  const found = useReadersPage({ searchKey, status: '', page: 0 });
  const change = useBulkReaderGroups();
  const memberIDs = new Set(members.data?.pageData.map((reader) => reader.readerID));
  return (
    <ReaderPanel title="Members" heading={`Members (${group.noOfMembers})`}>
      {editable && (
        <div className="flex flex-col gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            Add readers
            <Input
              type="search"
              placeholder="Name or e-mail"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          {searchKey && (
            <ul
              aria-label="Readers found"
              className="max-h-64 divide-y divide-line overflow-y-auto rounded-xl border border-line text-sm"
            >
              {found.data?.pageData.length === 0 && <li className="p-3 text-ink-muted">{Messages.noReaders}</li>}
              {found.data?.pageData.map((reader) => (
                <li key={reader.readerID} className="flex items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {reader.firstName} {reader.lastName} <span className="text-ink-muted">{reader.email}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={change.isPending || memberIDs.has(reader.readerID)}
                    onClick={() =>
                      change.mutate({ readerIDs: [reader.readerID], addReaderGroupIDs: [group.readerGroupID] })
                    }
                    aria-label={`Add ${reader.firstName} ${reader.lastName}`}
                  >
                    {memberIDs.has(reader.readerID) ? 'Member' : 'Add'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <PagedQueryView
        query={members}
        empty="No members yet."
        label="Members"
        page={page}
        pageSize={READERS_PAGE_SIZE}
        onPage={setPage}
      >
        {(data) => (
          <ul aria-label="Group members" className="divide-y divide-line text-sm">
            {data.pageData.map((reader) => (
              <li key={reader.readerID} className="flex items-center justify-between gap-2 py-2">
                <Link
                  to={paths.admin.readersAddEdit.getHref(reader.readerID)}
                  className="min-w-0 [overflow-wrap:anywhere] hover:underline"
                >
                  {reader.firstName} {reader.lastName} <span className="text-ink-muted">{reader.email}</span>
                </Link>
                {editable && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate({ readerIDs: [reader.readerID], removeReaderGroupIDs: [group.readerGroupID] })
                    }
                    aria-label={`Remove ${reader.firstName} ${reader.lastName}`}
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedQueryView>
    </ReaderPanel>
  );
}
