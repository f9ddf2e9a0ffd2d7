import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { PricingSection } from './pricing-section';

/**
 * /public/profile/upgrade, where every 'Subscribe' and 'Buy' of a locked page leads: the plans,
 * each with what this visitor can do (sign in, start the free trial, or see it is theirs).
 */
export function UpgradePage() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      <PageHeader
        title="Upgrade plan"
        description="Choose the plan that matches your exam date. A subscription opens every chapter, webinar and practice question; each plan's free trial opens the topics listed with it."
      />
      <PricingSection
        fallback={
          <Button asChild className="self-start">
            <Link to={paths.public.home.getHref()}>Back to the course</Link>
          </Button>
        }
      />
    </div>
  );
}
