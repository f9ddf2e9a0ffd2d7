import { UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { AccountMenu } from './account-menu';

/** The logged-in reader's menu: View Profile, Change Password, Logout. */
export function ProfileMenu() {
  const navigate = useNavigate();
  return (
    <AccountMenu
      trigger={(user) => (
        // Named by hidden text, not aria-label: a label must hold the visible initials (WCAG 2.5.3).
        <Button variant="ghost" size="icon" className="rounded-full">
          <span className="sr-only">Profile menu</span>
          <UserAvatar user={user} />
        </Button>
      )}
      heading={(user) => (
        <>
          <span className="block text-sm font-medium text-ink">
            {user.user.firstName} {user.user.lastName}
          </span>
          {user.user.email}
        </>
      )}
    >
      <DropdownMenuItem onSelect={() => navigate(paths.public.profile.getHref())}>
        <UserRound aria-hidden="true" />
        View Profile
      </DropdownMenuItem>
    </AccountMenu>
  );
}
