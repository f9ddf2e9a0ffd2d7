import { type AdminUserRow, Messages, saveAdminUserRequest } from '@notebook/contracts';
import { Controller } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BackLink, FormActions, QueryView } from '@/components/ui/admin-list';
import { Form, InputField } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { TickBox } from '@/components/ui/tick-box';
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
      {({ register, control, formState }) => (
        <>
          <div className="grid items-start gap-5 lg:grid-cols-2">
            <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6">
              <div className="grid gap-4 sm:grid-cols-2">
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
              <InputField
                label="E-mail"
                type="email"
                autoComplete="off"
                readOnly={!!admin}
                hint={
                  admin
                    ? 'The address an admin signs in with stays as it is.'
                    : 'We e-mail a link to this address to choose a password.'
                }
                registration={register('email')}
                error={formState.errors.email}
              />
              {admin?.superAdmin && <p className="text-sm text-ink-muted">{Messages.superAdminLocked}.</p>}
            </div>
            <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6">
              <QueryView query={roles}>
                {(rolesPage) => (
                  <Controller
                    control={control}
                    name="roleIDs"
                    render={({ field, fieldState }) => {
                      const chosen = new Set(field.value ?? []);
                      return (
                        <fieldset className="flex flex-col gap-1">
                          <legend className="mb-1 text-sm font-medium text-ink">Roles</legend>
                          {rolesPage.pageData.length === 0 && (
                            <p className="text-sm text-ink-muted">{Messages.noRoles}</p>
                          )}
                          {rolesPage.pageData.map((role) => (
                            <TickBox
                              key={role.roleID}
                              checked={chosen.has(role.roleID)}
                              disabled={admin?.superAdmin}
                              onChange={(checked) =>
                                field.onChange(
                                  rolesPage.pageData
                                    .map((each) => each.roleID)
                                    .filter((roleID) => (roleID === role.roleID ? checked : chosen.has(roleID))),
                                )
                              }
                              label={
                                <span className="text-ink">
                                  {role.roleName}{' '}
                                  <span className="text-ink-faint">· {role.privileges.length} privileges</span>
                                </span>
                              }
                            />
                          ))}
                          {fieldState.error && (
                            <p role="alert" className="text-sm text-danger">
                              {fieldState.error.message}
                            </p>
                          )}
                        </fieldset>
                      );
                    }}
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
