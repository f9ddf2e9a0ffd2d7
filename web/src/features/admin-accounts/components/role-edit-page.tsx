import { type AdminRoleRow, Messages, Privileges, hasPrivilege, saveRoleRequest } from '@notebook/contracts';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BackLink, FormActions, QueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { Form, InputField } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { useRole, useSaveRole } from '../api/role-calls';
import { PrivilegeTree } from './privilege-tree';

/** /admin/config/roles/add-edit[?roleID=]: a role's name and its privileges, picked from the tree. */
export function RoleEditPage({ description }: { description: string }) {
  const [searchParams] = useSearchParams();
  const roleID = searchParams.get('roleID');
  const role = useRole(roleID);
  const navigate = useNavigate();
  const backToList = () => navigate(paths.admin.roles.getHref());
  return (
    <section>
      <BackLink to={paths.admin.roles.getHref()}>Roles</BackLink>
      <PageHeader title={roleID ? 'Edit Role' : 'Add Role'} description={description} />
      {!roleID ? (
        <RoleForm onSaved={backToList} />
      ) : (
        <QueryView query={role}>{(data) => <RoleForm key={data.roleID} role={data} onSaved={backToList} />}</QueryView>
      )}
    </section>
  );
}

function RoleForm({ role, onSaved }: { role?: AdminRoleRow; onSaved: () => void }) {
  const save = useSaveRole();
  const user = useLoggedInUser();
  const canSave = !!user && hasPrivilege(user.privileges, Privileges.role.addEdit) && !role?.builtIn;
  return (
    <Form
      aria-label="Role"
      schema={saveRoleRequest}
      options={{
        mode: 'onChange',
        defaultValues: { roleID: role?.roleID, roleName: role?.roleName ?? '', privileges: role?.privileges ?? [] },
      }}
      onSubmit={async (input) => {
        await save.mutateAsync(input);
        onSaved();
      }}
    >
      {({ bind, control }) => (
        <>
          {role?.builtIn && (
            <p role="note" className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-ink">
              {Messages.builtInRoleLocked}.
            </p>
          )}
          <div className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6">
            <div className="max-w-md">
              <InputField
                label="Role name"
                autoComplete="off"
                maxLength={100}
                disabled={!canSave}
                {...bind('roleName')}
              />
            </div>
            <Controller
              control={control}
              name="privileges"
              render={({ field, fieldState }) => (
                <PrivilegeTree
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={!canSave}
                />
              )}
            />
          </div>
          {canSave ? (
            <FormActions cancelTo={paths.admin.roles.getHref()} />
          ) : (
            <Button asChild variant="secondary" className="self-end">
              <Link to={paths.admin.roles.getHref()}>Back to roles</Link>
            </Button>
          )}
        </>
      )}
    </Form>
  );
}
