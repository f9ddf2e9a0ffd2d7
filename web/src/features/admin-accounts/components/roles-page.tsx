import { type AdminRoleRow, Messages, Privileges, hasPrivilege } from '@notebook/contracts';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { ROLES_PAGE_SIZE, useRolesPage } from '../api/role-calls';
import { privilegeSummary } from './privilege-tree';

const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';

/** /admin/config/roles: every role by name with what it grants and how many admins hold it. */
export function RolesPage({ title, description }: { title: string; description: string }) {
  const user = useLoggedInUser();
  const canEdit = !!user && hasPrivilege(user.privileges, Privileges.role.addEdit);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const searchKey = useDeferredValue(search.trim());
  const roles = useRolesPage({ searchKey, page });
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={
          canEdit && (
            <Button asChild>
              <Link to={paths.admin.rolesAddEdit.getHref()}>
                <Plus aria-hidden="true" className="size-4" />
                Add role
              </Link>
            </Button>
          )
        }
      />
      <label className="mb-4 flex max-w-96 flex-col gap-1 text-sm font-medium text-ink">
        Search
        <Input
          type="search"
          placeholder="Role name"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
      </label>
      {roles.isPending ? (
        <PageSpinner />
      ) : roles.isError ? (
        <p role="alert" className="text-danger">
          {roles.error.message}
        </p>
      ) : roles.data.pageData.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">{Messages.noRoles}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-xs">
            <table aria-label="Roles" className="w-full min-w-[40rem] border-collapse text-sm">
              <thead className="border-b border-line bg-surface-muted/60">
                <tr>
                  <th scope="col" className={headerCell}>
                    Role
                  </th>
                  <th scope="col" className={headerCell}>
                    Privileges
                  </th>
                  <th scope="col" className={headerCell}>
                    Admin users
                  </th>
                  <th scope="col" className={headerCell}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {roles.data.pageData.map((role) => (
                  <RoleRow key={role.roleID} role={role} canEdit={canEdit} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Roles"
            page={page}
            pages={Math.ceil(roles.data.totalNoOfRecords / ROLES_PAGE_SIZE)}
            total={roles.data.totalNoOfRecords}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

function RoleRow({ role, canEdit }: { role: AdminRoleRow; canEdit: boolean }) {
  const summary = privilegeSummary(role.privileges);
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-72 px-4 py-3 text-left font-medium text-ink [overflow-wrap:anywhere]">
        {role.roleName}
        {role.builtIn && <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-strong">Built in</span>}
      </th>
      <td className="px-4 py-3 text-ink">
        <details>
          <summary className="cursor-pointer text-ink">{role.privileges.length === 1 ? '1 privilege' : `${role.privileges.length} privileges`}</summary>
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
