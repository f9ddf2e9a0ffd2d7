import { Messages, type PricingPlan } from '@notebook/contracts';
import { Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { StatusDot } from '@/components/ui/status-dot';
import { paths } from '@/config/paths';
import { usePricingPlans } from '../api/get-pricing-plans';
import { useUpdatePricingPlanStatus } from '../api/update-pricing-plan-status';
import { formatPeriod, formatPrice, topicCount } from './plan-format';
import { PlanStatusSwitch } from './plan-status-switch';
import { usePricingPermissions, type PricingPermissions } from './pricing-permissions';

/** Not a spec text: the empty list, in the spec's 'No chapter(s) found' style. */

/** /admin/pricing-plan: every plan with its price, period, eligible topics and status. */
export function PricingPlansPage({ title, description }: { title: string; description: string }) {
  const permissions = usePricingPermissions();
  const plans = usePricingPlans({ enabled: permissions.view });

  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={
          permissions.edit && (
            <Button asChild>
              <Link to={paths.admin.pricingPlanAddEdit.getHref()}>
                <Plus aria-hidden="true" />
                Add Pricing Plan
              </Link>
            </Button>
          )
        }
      />
      {!permissions.view ? (
        <p role="alert" className="text-ink-muted">
          {Messages.accessDenied}
        </p>
      ) : plans.isPending ? (
        <PageSpinner />
      ) : plans.isError ? (
        <p role="alert" className="text-danger">
          {plans.error.message}
        </p>
      ) : plans.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
          {Messages.noPlans}
        </p>
      ) : (
        <PricingPlanTable plans={plans.data} permissions={permissions} />
      )}
    </section>
  );
}

const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';

function PricingPlanTable({ plans, permissions }: { plans: PricingPlan[]; permissions: PricingPermissions }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-xs">
      <table aria-label="Pricing plans" className="w-full min-w-[44rem] border-collapse text-sm">
        <thead className="border-b border-line bg-surface-muted/60">
          <tr>
            <th scope="col" className={headerCell}>
              Plan
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              Price
            </th>
            <th scope="col" className={headerCell}>
              Period
            </th>
            <th scope="col" className={headerCell}>
              Eligible topics
            </th>
            <th scope="col" className={headerCell}>
              Status
            </th>
            {permissions.edit && (
              <th scope="col" className={headerCell}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {plans.map((plan) => (
            <PricingPlanRow key={plan.pricingPlanID} plan={plan} canEdit={permissions.edit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PricingPlanRow({ plan, canEdit }: { plan: PricingPlan; canEdit: boolean }) {
  const updateStatus = useUpdatePricingPlanStatus();
  const active = plan.status === 'ACT';
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-80 px-4 py-3 text-left font-normal">
        <span className={active ? 'font-medium text-ink' : 'font-medium text-ink-muted'}>{plan.planName}</span>
        {plan.description && <span className="mt-0.5 line-clamp-2 block text-ink-muted">{plan.description}</span>}
      </th>
      <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-ink tabular-nums">
        {formatPrice(plan.price)}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-ink">{formatPeriod(plan.periodCount, plan.periodUnit)}</td>
      <td className="px-4 py-3 whitespace-nowrap text-ink tabular-nums">{topicCount(plan.eligibleTopics.length)}</td>
      <td className="px-4 py-3">
        <span className="inline-flex items-center gap-2 whitespace-nowrap">
          <StatusDot status={plan.status} />
          {canEdit ? (
            <PlanStatusSwitch
              planName={plan.planName}
              active={active}
              disabled={updateStatus.isPending}
              onChange={(on) => updateStatus.mutate({ pricingPlanID: plan.pricingPlanID, status: on ? 'ACT' : 'INA' })}
            />
          ) : (
            <span aria-hidden="true" className="text-ink-muted">
              {active ? 'Active' : 'Inactive'}
            </span>
          )}
        </span>
      </td>
      {canEdit && (
        <td className="px-4 py-1.5 text-right">
          <Button asChild variant="secondary" size="sm">
            <Link
              to={paths.admin.pricingPlanAddEdit.getHref(plan.pricingPlanID)}
              aria-label={`Edit pricing plan ${plan.planName}`}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        </td>
      )}
    </tr>
  );
}
