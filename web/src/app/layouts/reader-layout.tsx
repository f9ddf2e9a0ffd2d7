import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ConfirmEmailNotice } from '@/features/auth/components/email-link-pages';
import { PrimaryIndex } from '@/features/reader-index/components/primary-index';
import { useLoggedInUser } from '@/lib/auth-store';
import { PublicFooter } from './public-footer';
import { ReaderHeader } from './reader-header';
import { ReaderSecondaryIndex } from './reader-secondary-index';
import { SideSheet } from './side-sheet';
import { StudyLinks } from '@/components/ui/study-links';
import { VisitorActions } from './visitor-actions';

/**
 * The secondary index belongs to the pages about a topic or a lesson (spec section 2: lesson notes
 * have "header, secondary index and footer"). Choosing Webinars, Next Webinars, KFP or AKT clears it
 * (spec section 4), and the home, search and Chapter 7 pages have no topic: there the main content
 * takes its place.
 */
const secondaryIndexPaths: ReadonlySet<string> = new Set([paths.public.lessons.path, paths.public.lessonNotes.path]);

type ReaderLayoutProps = {
  /**
   * indexed: primary index, header, secondary index and footer (reading pages);
   * plain: header and footer; header-only: profile pages (spec section 2). Every variant has the
   * mobile header's menu toggle and the mobile sidebar with the primary index.
   */
  variant: 'indexed' | 'plain' | 'header-only';
};

export function ReaderLayout({ variant }: ReaderLayoutProps) {
  const user = useLoggedInUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const indexed = variant === 'indexed';
  const showSecondaryIndex = indexed && secondaryIndexPaths.has(pathname);

  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <ReaderHeader onOpenMenu={() => setMenuOpen(true)} />
      <div className="mx-auto flex w-full max-w-[90rem] flex-1">
        {indexed && (
          <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-72 shrink-0 overflow-y-auto border-r border-line px-3 py-6 lg:block">
            <PrimaryIndex showOverview={!user} />
          </aside>
        )}
        <main className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:px-12">
          <ConfirmEmailNotice />
          <Outlet />
        </main>
        {showSecondaryIndex && (
          <div className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto py-8 pr-6 xl:block">
            <ReaderSecondaryIndex />
          </div>
        )}
      </div>
      {variant !== 'header-only' && <PublicFooter />}
      {/* The mobile sidebar (spec section 2, public mobile header) on every reader page; its index loads when it opens. */}
      <SideSheet open={menuOpen} onOpenChange={setMenuOpen} title="Menu">
        {user?.user.userType === 'READER' && (
          <StudyLinks
            layout="column"
            className="mb-4 border-b border-line px-1 pb-4"
            onNavigate={() => setMenuOpen(false)}
          />
        )}
        <PrimaryIndex showOverview={!user} onNavigate={() => setMenuOpen(false)} />
        {!user && <VisitorActions className="mt-8 flex-col px-3" />}
      </SideSheet>
    </div>
  );
}
