import { type AdminRoleRow, Messages, Privileges } from '@notebook/contracts';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AddLink, ListTable } from '@/components/ui/admin-list';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagedList } from '@/components/ui/search-paged-list';
import { paths } from '@/config/paths';
import { useSearchPaging } from '@/hooks/use-search-paging';
import { useHoldsPrivilege } from '@/lib/auth-store';
import { countOf } from '@/lib/count-of';
import { ROLES_PAGE_SIZE, useRolesPage } from '../api/role-calls';
import { privilegeSummary } from './privilege-tree';

/** /admin/config/roles: every role by name with what it grants and how many admins hold it. */
export function RolesPage({ title, description }: { title: string; description: string }) {
  const canEdit = useHoldsPrivilege(Privileges.role.addEdit);
  const paging = useSearchPaging();
  const roles = useRolesPage({ searchKey: paging.searchKey, page: paging.page });
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={canEdit && <AddLink to={paths.admin.rolesAddEdit.getHref()}>Add role</AddLink>}
      />
      <SearchPagedList
        paging={paging}
        placeholder="Role name"
        query={roles}
        empty={Messages.noRoles}
        label="Roles"
        pageSize={ROLES_PAGE_SIZE}
      >
        {(data) => (
          <ListTable label="Roles" columns={['Role', 'Privileges', 'Admin users', '']}>
            {data.pageData.map((role) => (
              <RoleRow key={role.roleID} role={role} canEdit={canEdit} />
            ))}
          </ListTable>
        )}
      </SearchPagedList>
    </section>
  );
}

function RoleRow({ role, canEdit }: { role: AdminRoleRow; canEdit: boolean }) {
  const summary = privilegeSummary(role.privileges);
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-72 px-4 py-3 text-left font-medium text-ink [overflow-wrap:anywhere]">
        {role.roleName}
        {role.builtIn && (
          <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-strong">
            Built in
          </span>
        )}
      </th>
      <td className="px-4 py-3 text-ink">
        <details>
          <summary className="cursor-pointer text-ink">{countOf(role.privileges.length, 'privilege')}</summary>
          <ul className="mt-1 list-disc pl-5 text-ink-muted">
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      </td>
      <td className="px-4 py-3 text-ink tabular-nums">{role.noOfUsers}</td>
      <td className="px-4 py-2 text-right">
        {canEdit && !role.builtIn && (
          <Button asChild variant="secondary" size="sm">
            <Link to={paths.admin.rolesAddEdit.getHref(role.roleID)} aria-label={`Edit ${role.roleName}`}>
              Edit
            </Link>
          </Button>
        )}
      </td>
    </tr>
  );
}
