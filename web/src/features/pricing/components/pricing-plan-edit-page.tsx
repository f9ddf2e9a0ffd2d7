import { Messages } from '@notebook/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { QueryView } from '@/components/ui/admin-list';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usePricingPlan } from '../api/get-pricing-plan';
import { PricingPlanForm } from './pricing-plan-form';
import { usePricingPermissions } from './pricing-permissions';

/** /admin/pricing-plan/add-edit[?pricingPlanID=]: adds a plan, or edits the one named. */
export function PricingPlanEditPage({ description }: { description: string }) {
  const [searchParams] = useSearchParams();
  const pricingPlanID = searchParams.get('pricingPlanID');
  const permissions = usePricingPermissions();
  const plan = usePricingPlan(permissions.edit ? pricingPlanID : null);
  const navigate = useNavigate();
  const backToList = () => navigate(paths.admin.pricingPlan.getHref());

  return (
    <section>
      <Link
        to={paths.admin.pricingPlan.getHref()}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Pricing plans
      </Link>
      <PageHeader title={pricingPlanID ? 'Edit Pricing Plan' : 'Add Pricing Plan'} description={description} />
      {!permissions.edit ? (
        <p role="alert" className="text-ink-muted">
          {Messages.accessDenied}
        </p>
      ) : !pricingPlanID ? (
        <PricingPlanForm onSaved={backToList} />
      ) : (
        <QueryView query={plan}>
          {(stored) => <PricingPlanForm key={stored.pricingPlanID} plan={stored} onSaved={backToList} />}
        </QueryView>
      )}
    </section>
  );
}
