import { LogIn, Menu, Search, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useHourlyDate } from '@/hooks/use-hourly-date';
import { useLoggedInUser } from '@/lib/auth-store';
import { formatDate, isoDate } from '@/lib/format-date';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { StudyLinks } from '@/components/ui/study-links';
import { VisitorActions } from './visitor-actions';

// Only signed-in readers see these (and their dropdown library): a visitor's first load does without them.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
const ProfileMenu = lazy(() => import('./profile-menu').then((module) => ({ default: module.ProfileMenu })));

type ReaderHeaderProps = {
  /**
   * Opens the mobile sidebar. The toggle is part of the mobile header on every reader page (spec
   * section 2) and shows below `lg`, where no page has the primary index beside its content.
   */
  onOpenMenu: () => void;
};

/** The search is hidden on the home and profile pages (spec section 2). */
function isSearchHidden(pathname: string): boolean {
  return pathname === paths.public.home.path || pathname.startsWith(paths.public.profile.path);
}

export function ReaderHeader({ onOpenMenu }: ReaderHeaderProps) {
  const user = useLoggedInUser();
  const { pathname } = useLocation();
  const [mobileSearchOpen, setMobileSearchOpen] = useState(false);
  const showSearch = !isSearchHidden(pathname);

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[90rem] items-center gap-3 px-4 sm:px-6">
        <Logo to={paths.public.home.getHref()} />
        {showSearch && (
          <div className="ml-6 hidden max-w-md flex-1 md:block">
            <HeaderSearch />
          </div>
        )}
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {user ? (
            <>
              {user.user.userType === 'READER' && <StudyLinks layout="row" className="hidden lg:block" />}
              <HeaderDate />
              {/* Buying is for readers; an admin looking at the reader side has nothing to buy. */}
              {user.user.userType === 'READER' && !user.hasActiveSubscription && (
                <Button asChild size="sm">
                  <Link to={paths.public.homeSection('pricing')}>Buy</Link>
                </Button>
              )}
              <Suspense fallback={<span aria-hidden="true" className="inline-block size-9" />}>
                <NotificationBell />
                <ProfileMenu />
              </Suspense>
            </>
          ) : (
            <VisitorActions className="items-center max-md:hidden" />
          )}
          {showSearch && (
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-label={mobileSearchOpen ? 'Close search' : 'Search'}
              aria-expanded={mobileSearchOpen}
              onClick={() => setMobileSearchOpen((open) => !open)}
            >
              {mobileSearchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
            </Button>
          )}
          {!user && (
            <Button asChild variant="ghost" size="icon" className="md:hidden">
              <Link to={paths.login.getHref()} aria-label="Login">
                <LogIn aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Menu" onClick={onOpenMenu}>
            <Menu aria-hidden="true" />
          </Button>
        </div>
      </div>
      {showSearch && mobileSearchOpen && (
        <div className="border-t border-line px-4 py-3 md:hidden">
          <HeaderSearch focusOnOpen />
        </div>
      )}
    </header>
  );
}

function HeaderDate() {
  const today = useHourlyDate();
  return (
    <time dateTime={isoDate(today)} className="mr-2 hidden text-sm text-ink-muted tabular-nums md:block">
      {formatDate(today)}
    </time>
  );
}
