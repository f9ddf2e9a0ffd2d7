import type { PricingPlan } from '@notebook/contracts';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AmountField } from '@/components/forms/amount-field';
import { formCard } from '@/components/forms/form-card';
import { QueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { Form, InputField, SubmitButton, SelectField, TextAreaField, numberOrAbsent } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useTopicMenu } from '../api/get-topic-menu';
import { pricingCategoryCalls } from '../api/pricing-lists';
import { savePricingPlanInputSchema, useSavePricingPlan } from '../api/save-pricing-plan';
import { EligibleTopicsPicker } from './eligible-topics-picker';
import { periodUnitOptions } from './plan-format';
import { contentStatusOptions } from './pricing-form-parts';

type PricingPlanFormProps = {
  /** Absent for a new plan. */
  plan?: PricingPlan;
  onSaved: () => void;
};

/** Name, description, price, period, category, status and eligible topics of a plan; Save waits until the form is valid. */
export function PricingPlanForm({ plan, onSaved }: PricingPlanFormProps) {
  const savePlan = useSavePricingPlan();
  const topicMenu = useTopicMenu();
  const categories = pricingCategoryCalls.useList();
  const categoryOptions = [
    { value: '', label: 'No category' },
    ...(categories.data ?? []).map((category) => ({
      value: category.pricingCategoryID,
      label: category.status === 'ACT' ? category.categoryName : `${category.categoryName} (inactive)`,
    })),
  ];

  return (
    <Form
      aria-label="Pricing plan"
      schema={savePricingPlanInputSchema}
      options={{
        mode: 'onChange',
        defaultValues: {
          pricingPlanID: plan?.pricingPlanID,
          planName: plan?.planName ?? '',
          description: plan?.description ?? '',
          price: plan?.price,
          periodCount: plan?.periodCount ?? 1,
          periodUnit: plan?.periodUnit ?? 'MONTH',
          status: plan?.status ?? 'ACT',
          eligibleTopicIDs: plan?.eligibleTopics.map((topic) => topic.topicID) ?? [],
          pricingCategoryID: plan?.pricingCategoryID ?? null,
        },
      }}
      onSubmit={async (input) => {
        await savePlan.mutateAsync(input);
        onSaved();
      }}
    >
      {({ bind, control }) => (
        <>
          <div className="grid items-start gap-5 lg:grid-cols-2">
            <div className={formCard}>
              <InputField label="Plan name" autoComplete="off" {...bind('planName')} />
              <TextAreaField label="Description" rows={4} {...bind('description')} />
              <AmountField label="Price" {...bind('price', { setValueAs: numberOrAbsent })} />
              <div className="grid grid-cols-2 gap-4">
                <InputField
                  label="Period"
                  type="number"
                  inputMode="numeric"
                  step={1}
                  {...bind('periodCount', { setValueAs: numberOrAbsent })}
                />
                <SelectField label="Period unit" options={periodUnitOptions} {...bind('periodUnit')} />
              </div>
              {/* Mounted once the categories are in, so the select starts on the plan's own category. */}
              {categories.data && (
                <SelectField
                  label="Category"
                  options={categoryOptions}
                  {...bind('pricingCategoryID', {
                    setValueAs: (value: unknown) => (value === '' || value === null ? null : value),
                  })}
                />
              )}
              <SelectField label="Status" options={contentStatusOptions} {...bind('status')} />
            </div>
            <div className={formCard}>
              <QueryView query={topicMenu}>
                {(menu) => (
                  <Controller
                    control={control}
                    name="eligibleTopicIDs"
                    render={({ field, fieldState }) => (
                      <EligibleTopicsPicker
                        topics={menu.topics}
                        value={field.value ?? []}
                        onChange={field.onChange}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              </QueryView>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="secondary">
              <Link to={paths.admin.pricingPlan.getHref()}>Cancel</Link>
            </Button>
            <SubmitButton />
          </div>
        </>
      )}
    </Form>
  );
}
