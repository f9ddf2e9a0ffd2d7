import { type AdminUserRow, Messages, saveAdminUserRequest } from '@notebook/contracts';
import { Controller } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BackLink, FormActions, QueryView } from '@/components/ui/admin-list';
import { formCard } from '@/components/forms/form-card';
import { PersonNameFields, InvitedEmailField } from '@/components/forms/person-fields';
import { TickList } from '@/components/forms/tick-list';
import { Form } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAdminUser, useSaveAdminUser } from '../api/admin-user-calls';
import { useRolesPage } from '../api/role-calls';

/** /admin/config/users/add-edit[?adminUserID=]: an admin's names, address (fixed once made) and roles. */
export function AdminUserEditPage({ description }: { description: string }) {
  const [searchParams] = useSearchParams();
  const adminUserID = searchParams.get('adminUserID');
  const admin = useAdminUser(adminUserID);
  const navigate = useNavigate();
  const backToList = () => navigate(paths.admin.users.getHref());
  return (
    <section>
      <BackLink to={paths.admin.users.getHref()}>Users</BackLink>
      <PageHeader title={adminUserID ? 'Edit User' : 'Add User'} description={description} />
      {!adminUserID ? (
        <AdminUserForm onSaved={backToList} />
      ) : (
        <QueryView query={admin}>
          {(data) => <AdminUserForm key={data.adminUserID} admin={data} onSaved={backToList} />}
        </QueryView>
      )}
    </section>
  );
}

function AdminUserForm({ admin, onSaved }: { admin?: AdminUserRow; onSaved: () => void }) {
  const save = useSaveAdminUser();
  const roles = useRolesPage({ searchKey: '', page: 0, rows: 100 });
  return (
    <Form
      aria-label="Admin user"
      schema={saveAdminUserRequest}
      options={{
        mode: 'onChange',
        defaultValues: {
          adminUserID: admin?.adminUserID,
          firstName: admin?.firstName ?? '',
          lastName: admin?.lastName ?? '',
          email: admin?.email ?? '',
          roleIDs: admin?.roles.map((role) => role.roleID) ?? [],
        },
      }}
      onSubmit={async (input) => {
        await save.mutateAsync(input);
        onSaved();
      }}
    >
      {({ bind, control }) => (
        <>
          <div className="grid items-start gap-5 lg:grid-cols-2">
            <div className={formCard}>
              <div className="grid gap-4 sm:grid-cols-2">
                <PersonNameFields bind={bind} whose="other" />
              </div>
              <InvitedEmailField
                readOnly={!!admin}
                savedHint={admin && 'The address an admin signs in with stays as it is.'}
                {...bind('email')}
              />
              {admin?.superAdmin && <p className="text-sm text-ink-muted">{Messages.superAdminLocked}.</p>}
            </div>
            <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6">
              <QueryView query={roles}>
                {(rolesPage) => (
                  <Controller
                    control={control}
                    name="roleIDs"
                    render={({ field, fieldState }) => (
                      <TickList
                        legend="Roles"
                        items={rolesPage.pageData}
                        idOf={(role) => role.roleID}
                        labelOf={(role) => (
                          <span className="text-ink">
                            {role.roleName}{' '}
                            <span className="text-ink-faint">· {role.privileges.length} privileges</span>
                          </span>
                        )}
                        value={field.value ?? []}
                        onChange={field.onChange}
                        empty={Messages.noRoles}
                        disabled={admin?.superAdmin}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              </QueryView>
            </div>
          </div>
          <FormActions cancelTo={paths.admin.users.getHref()} />
        </>
      )}
    </Form>
  );
}
