import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { AccountMenu } from './account-menu';
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
            <AdminAccountMenu />
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

function AdminAccountMenu() {
  return (
    <AccountMenu
      trigger={(user) => (
        // Named by hidden text, not aria-label: a label must hold the visible name (WCAG 2.5.3).
        <Button variant="ghost" className="gap-2.5 px-2">
          <span className="sr-only">Account menu</span>
          <UserAvatar user={user} />
          <span className="hidden text-sm font-medium text-ink sm:inline">
            {user.user.firstName} {user.user.lastName}
          </span>
        </Button>
      )}
      heading={(user) => user.user.email}
    />
  );
}
