import { hasPrivilege } from '@notebook/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { useLoggedInUser } from '@/lib/auth-store';
import { adminPages } from './admin-pages';

/** Pages listed as cards: the list pages, not their add/edit forms. */
const cardPages = adminPages.filter((page) => !page.path.endsWith('/add-edit') && !page.path.endsWith('/bulk-edit'));

export function DashboardPage() {
  const user = useLoggedInUser();
  const held = user?.privileges ?? [];
  const openable = cardPages.filter((page) => page.title !== 'Dashboard' && hasPrivilege(held, page.privileges));

  return (
    <section>
      <PageHeader title="Dashboard" description={user ? `Welcome back, ${user.user.firstName}.` : undefined} />
      <ul aria-label="Areas" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {openable.map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="group flex h-full flex-col gap-1 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-accent/50 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="flex items-center justify-between font-medium text-ink">
                {page.title}
                <ArrowRight className="size-4 text-ink-faint transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
              <span className="text-sm text-ink-muted">{page.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
