import { Messages, PublicRoutes } from '@notebook/contracts';
import { Link, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { usePrimaryIndex } from '../api/get-primary-index';
import { useSelectedTopicID } from './selected-topic';

type PrimaryIndexProps = {
  /** Anonymous visitors also get the Overview of the public home page. */
  showOverview: boolean;
  /** Called after a link is followed, e.g. to close the mobile sidebar. */
  onNavigate?: () => void;
};

const chapterSevenLinks = [
  { label: 'Next Webinars', to: PublicRoutes.nextWebinars },
  { label: 'Webinars', to: PublicRoutes.webinars },
  { label: 'KFP Questions', to: PublicRoutes.kfpQuestions },
  { label: 'AKT Questions', to: PublicRoutes.aktQuestions },
] as const;

const overviewLinks = [
  { label: 'Home', to: paths.public.home.getHref() },
  { label: 'Course Structure', to: paths.public.homeSection('course-structure') },
  { label: 'Pricing', to: paths.public.homeSection('pricing') },
  { label: 'FAQ', to: paths.public.homeSection('faq') },
] as const;

/** The reader's left-hand index: chapters with their numbered topics, then Chapter 7's sections. */
export function PrimaryIndex({ showOverview, onNavigate }: PrimaryIndexProps) {
  const primaryIndex = usePrimaryIndex();
  const selectedTopicID = useSelectedTopicID();
  const { pathname } = useLocation();

  return (
    <nav aria-label="Primary index" className="flex flex-col gap-7 text-sm">
      {showOverview && (
        <IndexSection title="Overview">
          {overviewLinks.map((link) => (
            <li key={link.label}>
              <IndexLink to={link.to} onClick={onNavigate}>
                {link.label}
              </IndexLink>
            </li>
          ))}
        </IndexSection>
      )}

      {primaryIndex.isPending ? (
        <Spinner className="px-3" />
      ) : primaryIndex.isError ? (
        <p className="px-3 text-ink-muted">{primaryIndex.error.message}</p>
      ) : primaryIndex.data.chapters.length === 0 ? (
        <p className="px-3 text-ink-muted">{Messages.noChaptersFound}</p>
      ) : (
        primaryIndex.data.chapters.map((chapter) => (
          <IndexSection key={chapter.chapterID} title={chapter.chapterName}>
            {chapter.topics.length === 0 ? (
              <li className="px-3 py-1 text-ink-muted">{Messages.noTopics}</li>
            ) : (
              chapter.topics.map((topic) => (
                <li key={topic.topicID}>
                  <IndexLink
                    to={paths.public.lessons.getHref(topic.topicID)}
                    active={pathname === PublicRoutes.lessons && topic.topicID === selectedTopicID}
                    onClick={onNavigate}
                  >
                    <span className="w-7 shrink-0 text-right tabular-nums text-ink-faint">{topic.index}.</span>{' '}
                    <span className="min-w-0 flex-1">{topic.topicName}</span>
                  </IndexLink>
                </li>
              ))
            )}
          </IndexSection>
        ))
      )}

      <IndexSection title="Chapter 7">
        {chapterSevenLinks.map((link) => (
          <li key={link.to}>
            <IndexLink to={link.to} active={pathname === link.to} onClick={onNavigate}>
              {link.label}
            </IndexLink>
          </li>
        ))}
      </IndexSection>
    </nav>
  );
}

function IndexSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h2 className="px-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">{title}</h2>
      <ul className="flex flex-col">{children}</ul>
    </section>
  );
}

type IndexLinkProps = { to: string; active?: boolean; onClick?: () => void; children: ReactNode };

/** Topic links share one path and differ only by query, so the caller decides which one is current. */
function IndexLink({ to, active = false, onClick, children }: IndexLinkProps) {
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex gap-2 rounded-lg px-3 py-1.5 leading-snug transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
        active ? 'bg-accent-soft font-medium text-accent-strong' : 'text-ink hover:bg-surface-muted',
      )}
    >
      {children}
    </Link>
  );
}
