import { KeyRound, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { useLoggedInUser } from '@/lib/auth-store';

/** The logged-in reader's menu: View Profile, Change Password, Logout. */
export function ProfileMenu() {
  const user = useLoggedInUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="rounded-full" aria-label="Profile menu">
            <UserAvatar user={user} />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="block text-sm font-medium text-ink">
              {user.user.firstName} {user.user.lastName}
            </span>
            {user.user.email}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate(paths.public.profile.getHref())}>
            <UserRound aria-hidden="true" />
            View Profile
          </DropdownMenuItem>
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
