import { Messages, Privileges } from '@notebook/contracts';
import { Link } from 'react-router-dom';
import { AddLink, ListTable } from '@/components/ui/admin-list';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagedList } from '@/components/ui/search-paged-list';
import { paths } from '@/config/paths';
import { useSearchPaging } from '@/hooks/use-search-paging';
import { useHoldsPrivilege } from '@/lib/auth-store';
import { READERS_PAGE_SIZE, useReaderGroups } from '../api/reader-calls';

/** /admin/reader-groups: groups by name with their members' count. */
export function ReaderGroupsPage({ title, description }: { title: string; description: string }) {
  const canEdit = useHoldsPrivilege(Privileges.reader.addEdit);
  const paging = useSearchPaging();
  const groups = useReaderGroups({ searchKey: paging.searchKey, page: paging.page });
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={canEdit && <AddLink to={paths.admin.readerGroupsAddEdit.getHref()}>Add group</AddLink>}
      />
      <SearchPagedList
        paging={paging}
        placeholder="Group name"
        query={groups}
        empty={Messages.noReaderGroups}
        label="Reader groups"
        pageSize={READERS_PAGE_SIZE}
      >
        {(data) => (
          <ListTable label="Reader groups" columns={['Group', 'Members']} minWidth="min-w-[36rem]">
            {data.pageData.map((group) => (
              <tr key={group.readerGroupID} className="align-top">
                <th scope="row" className="max-w-xl px-4 py-3 text-left font-normal">
                  <Link
                    to={paths.admin.readerGroupsAddEdit.getHref(group.readerGroupID)}
                    className="font-medium text-ink [overflow-wrap:anywhere] hover:underline"
                  >
                    {group.groupName}
                  </Link>
                  {group.description && (
                    <span className="block text-ink-muted [overflow-wrap:anywhere]">{group.description}</span>
                  )}
                </th>
                <td className="px-4 py-3 text-ink tabular-nums">{group.noOfMembers}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </SearchPagedList>
    </section>
  );
}
