import { Privileges, hasPrivilege } from '@notebook/contracts';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useLoggedInUser } from '@/lib/auth-store';

/** Whether this admin may add, edit or switch webinars (spec section 6); the server checks it on every call. */
export function useCanEditWebinars() {
  const user = useLoggedInUser();
  return !!user && hasPrivilege(user.privileges, Privileges.webinar.addEdit);
}

/** Active / Inactive as a switch named "Status of <name>", its state in words beside it. */
export function StatusSwitch({
  name,
  active,
  disabled,
  onChange,
}: {
  name: string;
  active: boolean;
  disabled?: boolean;
  onChange: (active: boolean) => void;
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <Switch checked={active} disabled={disabled} onCheckedChange={onChange} aria-label={`Status of ${name}`} />
      <span aria-hidden="true" className="text-ink-muted">
        {active ? 'Active' : 'Inactive'}
      </span>
    </span>
  );
}

export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={to} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" /> Edit
      </Link>
    </Button>
  );
}

/** A cell of an admin list's row. */
export const cell = 'px-4 py-3 text-ink';
