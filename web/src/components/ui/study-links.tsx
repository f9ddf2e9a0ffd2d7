import { PublicRoutes } from '@notebook/contracts';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';

/**
 * Practice and mock exams, one click from any page for a signed-in reader (issue 28): the sidebar
 * lists them under 'Chapter 7', below every topic. Practice opens on AKT, whose page links the
 * KFP(MSQ) and KFP case practice. Review is today's spaced review of the questions missed (issue 29).
 */
const studyLinks = [
  { label: 'Practice', to: PublicRoutes.aktQuestions, also: [PublicRoutes.msqQuestions, PublicRoutes.kfpQuestions] },
  { label: 'Review', to: PublicRoutes.review, also: [] },
  { label: 'Mock exams', to: PublicRoutes.mockExams, also: [] },
] as const;

/** Whether the page belongs to the link: practice covers its three kinds and their sessions. */
function isWithin(pathname: string, roots: readonly string[]): boolean {
  return roots.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

type StudyLinksProps = {
  /** A row in the header, or a column in the mobile menu. */
  layout: 'row' | 'column';
  className?: string;
  onNavigate?: () => void;
};

export function StudyLinks({ layout, className, onNavigate }: StudyLinksProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Study" className={className}>
      <ul className={cn('flex', layout === 'row' ? 'items-center gap-1' : 'flex-col gap-1')}>
        {studyLinks.map((link) => {
          const current = isWithin(pathname, [link.to, ...link.also]);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium hover:bg-canvas hover:text-ink',
                  layout === 'column' && 'w-full',
                  current ? 'bg-canvas text-ink' : 'text-ink-muted',
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const practiceKinds = [
  { label: 'AKT', to: PublicRoutes.aktQuestions },
  { label: 'KFP(MSQ)', to: PublicRoutes.msqQuestions },
  { label: 'KFP cases', to: PublicRoutes.kfpQuestions },
] as const;

/** The three kinds of practice, one click from each other, above each kind's page. */
export function PracticeKinds() {
  return (
    <nav aria-label="Practice" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {practiceKinds.map((kind) => (
          <li key={kind.to}>
            <NavLink
              to={kind.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium',
                  isActive
                    ? 'border-accent bg-accent-soft text-ink'
                    : 'border-line text-ink-muted hover:border-ink-faint hover:text-ink',
                )
              }
            >
              {kind.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
