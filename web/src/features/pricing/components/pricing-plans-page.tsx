import { Messages, type PricingPlan } from '@notebook/contracts';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AddLink, type ListColumn, ListTable, QueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatusDot } from '@/components/ui/status-dot';
import { paths } from '@/config/paths';
import { usePricingPlans } from '../api/get-pricing-plans';
import { useUpdatePricingPlanStatus } from '../api/update-pricing-plan-status';
import { formatPeriod, formatPrice, topicCount } from './plan-format';
import { PlanStatusSwitch } from './plan-status-switch';
import { usePricingPermissions, type PricingPermissions } from './pricing-permissions';

/** /admin/pricing-plan: every plan with its price, period, eligible topics and status. */
export function PricingPlansPage({ title, description }: { title: string; description: string }) {
  const permissions = usePricingPermissions();
  const plans = usePricingPlans({ enabled: permissions.view });

  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={permissions.edit && <AddLink to={paths.admin.pricingPlanAddEdit.getHref()}>Add Pricing Plan</AddLink>}
      />
      {!permissions.view ? (
        <p role="alert" className="text-ink-muted">
          {Messages.accessDenied}
        </p>
      ) : (
        // Not a spec text: the empty list, in the spec's 'No chapter(s) found' style.
        <QueryView query={plans} isEmpty={(data) => data.length === 0} empty={Messages.noPlans}>
          {(data) => <PricingPlanTable plans={data} permissions={permissions} />}
        </QueryView>
      )}
    </section>
  );
}

const columns: readonly ListColumn[] = [
  'Plan',
  { label: 'Price', align: 'right' },
  'Period',
  'Eligible topics',
  'Status',
];

function PricingPlanTable({ plans, permissions }: { plans: PricingPlan[]; permissions: PricingPermissions }) {
  return (
    <ListTable label="Pricing plans" columns={permissions.edit ? [...columns, ''] : columns} minWidth="min-w-[44rem]">
      {plans.map((plan) => (
        <PricingPlanRow key={plan.pricingPlanID} plan={plan} canEdit={permissions.edit} />
      ))}
    </ListTable>
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
