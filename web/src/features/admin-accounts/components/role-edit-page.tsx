import { type AdminRoleRow, Messages, Privileges, hasPrivilege, saveRoleRequest } from '@notebook/contracts';
import { ArrowLeft } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Form, InputField, SaveBlockedHint } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
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
      <Link to={paths.admin.roles.getHref()} className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-ink">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Roles
      </Link>
      <PageHeader title={roleID ? 'Edit Role' : 'Add Role'} description={description} />
      {!roleID ? (
        <RoleForm onSaved={backToList} />
      ) : role.isPending ? (
        <PageSpinner />
      ) : role.isError ? (
        <p role="alert" className="text-danger">
          {role.error.message}
        </p>
      ) : (
        <RoleForm key={role.data.roleID} role={role.data} onSaved={backToList} />
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
      options={{ mode: 'onChange', defaultValues: { roleID: role?.roleID, roleName: role?.roleName ?? '', privileges: role?.privileges ?? [] } }}
      onSubmit={async (input) => {
        await save.mutateAsync(input);
        onSaved();
      }}
    >
      {({ register, control, formState }) => (
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
                registration={register('roleName')}
                error={formState.errors.roleName}
              />
            </div>
            <Controller
              control={control}
              name="privileges"
              render={({ field, fieldState }) => (
                <PrivilegeTree value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} disabled={!canSave} />
              )}
            />
          </div>
          <div className="flex flex-col-reverse items-center gap-2 sm:flex-row sm:justify-end">
            {canSave && <SaveBlockedHint className="sm:mr-auto" />}
            <Button asChild variant="secondary">
              <Link to={paths.admin.roles.getHref()}>Cancel</Link>
            </Button>
            {canSave && (
              <Button type="submit" disabled={!formState.isValid || formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
                Save
              </Button>
            )}
          </div>
        </>
      )}
    </Form>
  );
}
