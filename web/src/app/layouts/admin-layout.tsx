import { KeyRound, LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
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
import { AdminNav } from './admin-nav';
import { Logo } from './logo';
import { SideSheet } from './side-sheet';

export function AdminLayout() {
  const [navigationOpen, setNavigationOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-line bg-surface lg:flex">
        <div className="flex h-14 items-center px-5">
          <Logo to={paths.admin.dashboard.getHref()} />
        </div>
        <div className="flex-1 overflow-y-auto px-3 pt-2 pb-6">
          <AdminNav />
        </div>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-surface/90 px-4 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open navigation"
            onClick={() => setNavigationOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          <Logo to={paths.admin.dashboard.getHref()} className="lg:hidden" />
          <div className="ml-auto">
            <AccountMenu />
          </div>
        </header>
        <main className="flex-1 px-4 py-6 sm:px-8 lg:py-10">
          <div className="mx-auto max-w-5xl">
            <Outlet />
          </div>
        </main>
      </div>
      <SideSheet open={navigationOpen} onOpenChange={setNavigationOpen} title="Navigation">
        <AdminNav onNavigate={() => setNavigationOpen(false)} />
      </SideSheet>
    </div>
  );
}

function AccountMenu() {
  const user = useLoggedInUser();
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="gap-2.5 px-2" aria-label="Account menu">
            <UserAvatar user={user} />
            <span className="hidden text-sm font-medium text-ink sm:inline">
              {user.user.firstName} {user.user.lastName}
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{user.user.email}</DropdownMenuLabel>
          <DropdownMenuSeparator />
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
