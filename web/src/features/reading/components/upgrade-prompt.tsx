import { LockKeyhole } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useLoggedInUser } from '@/lib/auth-store';
import { upgradeHref } from '@/lib/reading-links';

const fullCourseText = {
  topic:
    'The lessons of this topic are part of the full course. You can see what each one covers; subscribe to read them.',
  lesson: 'The notes of this lesson are part of the full course. You can see their titles; subscribe to read them.',
} as const;

/** A reader on a plan's free trial reads the plan's eligible topics; this one is not among them. */
const trialText = {
  topic: 'Your free trial does not include this topic. You can see what each lesson covers; subscribe to read them.',
  lesson: "Your free trial does not include this lesson. You can see its notes' titles; subscribe to read them.",
} as const;

/** Shown instead of paid content: the titles stay visible, the content needs a plan. */
export function UpgradePrompt({ what }: { what: 'topic' | 'lesson' }) {
  const titleId = useId();
  const onTrial = useLoggedInUser()?.unSubscribedPlan ?? false;
  return (
    <section
      aria-labelledby={titleId}
      className="my-6 flex flex-col gap-3 rounded-2xl border border-line bg-accent-soft p-5 sm:flex-row sm:items-center sm:gap-5"
    >
      <LockKeyhole aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id={titleId} className="font-semibold text-ink">
          Upgrade to read
        </h2>
        <p className="text-sm text-ink-muted">{onTrial ? trialText[what] : fullCourseText[what]}</p>
      </div>
      {/* One call to action (issue 13): Subscribe and Buy side by side led to the same page. */}
      <Button asChild className="shrink-0">
        <Link to={upgradeHref}>Subscribe</Link>
      </Button>
    </section>
  );
}
