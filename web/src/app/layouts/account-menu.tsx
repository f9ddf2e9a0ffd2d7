import type { LoggedInUser } from '@notebook/contracts';
import { KeyRound, LogOut } from 'lucide-react';
import { type ReactElement, type ReactNode, useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { useLoggedInUser } from '@/lib/auth-store';

type AccountMenuProps = {
  /** The button that opens the menu (one element: the menu's trigger renders as it). */
  trigger: (user: LoggedInUser) => ReactElement;
  /** Who is signed in, at the top of the menu. */
  heading: (user: LoggedInUser) => ReactNode;
  /** Items above Change Password. */
  children?: ReactNode;
};

/** The signed-in user's menu, ending in Change Password (its dialog) and Logout; nothing while signed out. */
export function AccountMenu({ trigger, heading, children }: AccountMenuProps) {
  const user = useLoggedInUser();
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>{trigger(user)}</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{heading(user)}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {children}
          <DropdownMenuItem onSelect={() => setChangingPassword(true)}>
            <KeyRound aria-hidden="true" />
            Change Password
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => logout.mutate()}>
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </>
  );
}
