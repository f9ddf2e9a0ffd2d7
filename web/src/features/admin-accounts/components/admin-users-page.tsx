import { type AdminUserRow, Messages, Privileges, type UserStatus, hasPrivilege } from '@notebook/contracts';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AddLink, ListTable } from '@/components/ui/admin-list';
import { Select } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagedList } from '@/components/ui/search-paged-list';
import { UserStatusDot, UserStatusFilter, UserStatusOptions, userStatusLabel } from '@/components/ui/user-status';
import { paths } from '@/config/paths';
import { useSearchPaging } from '@/hooks/use-search-paging';
import { useLoggedInUser } from '@/lib/auth-store';
import {
  ADMIN_USERS_PAGE_SIZE,
  useAdminUsersPage,
  useResetAdminUserPassword,
  useUpdateAdminUserStatus,
} from '../api/admin-user-calls';

type Abilities = { edit: boolean; resetPassword: boolean; me: string | undefined };

/** /admin/config/users: admin users newest first, with their roles and status. */
export function AdminUsersPage({ title, description }: { title: string; description: string }) {
  const user = useLoggedInUser();
  const held = user?.privileges ?? [];
  const abilities: Abilities = {
    edit: hasPrivilege(held, Privileges.adminUser.addEdit),
    resetPassword: hasPrivilege(held, Privileges.adminUser.passwordReset),
    me: user?.user.userRefID,
  };
  const paging = useSearchPaging<{ status: UserStatus | '' }>({ status: '' });
  const admins = useAdminUsersPage({ searchKey: paging.searchKey, ...paging.filters, page: paging.page });
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={abilities.edit && <AddLink to={paths.admin.usersAddEdit.getHref()}>Add user</AddLink>}
      />
      <SearchPagedList
        paging={paging}
        placeholder="Name or e-mail"
        filters={
          <UserStatusFilter value={paging.filters.status} onChange={(status) => paging.setFilter('status', status)} />
        }
        query={admins}
        empty={Messages.noAdminUsers}
        label="Admin users"
        pageSize={ADMIN_USERS_PAGE_SIZE}
      >
        {(data) => (
          <ListTable label="Admin users" columns={['User', 'Roles', 'Status', '']} minWidth="min-w-[48rem]">
            {data.pageData.map((admin) => (
              <AdminUserTableRow key={admin.adminUserID} admin={admin} abilities={abilities} />
            ))}
          </ListTable>
        )}
      </SearchPagedList>
    </section>
  );
}

function AdminUserTableRow({ admin, abilities }: { admin: AdminUserRow; abilities: Abilities }) {
  const update = useUpdateAdminUserStatus();
  const reset = useResetAdminUserPassword();
  const name = `${admin.firstName} ${admin.lastName}`;
  // Nobody changes their own status, and the super admin stays active.
  const statusLocked = admin.superAdmin || admin.adminUserID === abilities.me;
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-96 px-4 py-3 text-left font-normal">
        <span className="block font-medium text-ink [overflow-wrap:anywhere]">
          {name}
          {admin.superAdmin && (
            <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-strong">
              Super admin
            </span>
          )}
        </span>
        <span className="block text-ink-muted [overflow-wrap:anywhere]">{admin.email}</span>
      </th>
      <td className="px-4 py-3 text-ink">{admin.roles.map((role) => role.roleName).join(', ') || '-'}</td>
      <td className="px-4 py-2">
        <span className="inline-flex items-center gap-2">
          <UserStatusDot status={admin.status} />
          {abilities.edit && !statusLocked ? (
            <Select
              aria-label={`Status of ${name}`}
              value={admin.status}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({ adminUserID: admin.adminUserID, status: event.target.value as UserStatus })
              }
              className="h-9 w-32"
            >
              <UserStatusOptions />
            </Select>
          ) : (
            <span className="text-ink">{userStatusLabel[admin.status]}</span>
          )}
        </span>
      </td>
      <td className="px-4 py-2">
        <span className="flex justify-end gap-2">
          {abilities.resetPassword && (
            <Button
              variant="ghost"
              size="sm"
              disabled={reset.isPending}
              onClick={() => reset.mutate(admin.adminUserID)}
              aria-label={`Reset password of ${name}`}
            >
              Reset password
            </Button>
          )}
          {abilities.edit && (
            <Button asChild variant="secondary" size="sm">
              <Link to={paths.admin.usersAddEdit.getHref(admin.adminUserID)} aria-label={`Edit ${name}`}>
                Edit
              </Link>
            </Button>
          )}
        </span>
      </td>
    </tr>
  );
}
