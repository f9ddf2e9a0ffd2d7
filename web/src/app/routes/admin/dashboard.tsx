import { hasPrivilege } from '@notebook/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { KeyFigures } from '@/features/dashboard/components/key-figures';
import { useLoggedInUser } from '@/lib/auth-store';
import { adminNavSections } from '../../layouts/admin-nav-items';
import { adminPage, adminPages } from './admin-pages';

/** The sidebar's items as cards, shown by the same rule as the sidebar. */
const cardItems = adminNavSections.flatMap((section) => section.items).filter((item) => item.label !== 'Dashboard');

export function DashboardPage() {
  const user = useLoggedInUser();
  const held = user?.privileges ?? [];
  const openable = cardItems.filter((item) => hasPrivilege(held, item.privileges)).map((item) => adminPage(item.to));
  // A figure links to its list only for an admin the list's route lets in.
  const canOpen = (path: string) => {
    const page = adminPages.find((candidate) => candidate.path === path);
    return page !== undefined && hasPrivilege(held, page.privileges);
  };

  return (
    <section>
      <PageHeader title="Dashboard" description={user ? `Welcome back, ${user.user.firstName}.` : undefined} />
      <KeyFigures canOpen={canOpen} />
      <h2 className="mb-3 text-lg font-semibold text-ink">Areas</h2>
      <ul aria-label="Areas" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {openable.map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="group flex h-full flex-col gap-1 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-accent/50 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="flex items-center justify-between font-medium text-ink">
                {page.title}
                <ArrowRight
                  className="size-4 text-ink-faint transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
              <span className="text-sm text-ink-muted">{page.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
