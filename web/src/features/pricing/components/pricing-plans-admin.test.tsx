import { Messages, Privileges, type PricingPlan } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { ids, makeUser, signedInAs } from '@/testing/fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';
import type { TopicMenuEntry } from '../api/get-topic-menu';

const calls = {
  plans: 'POST /api/adminPricing/getPricingPlans',
  plan: 'POST /api/adminPricing/getPricingPlan',
  save: 'POST /api/adminPricing/saveUpdatePricingPlan',
  status: 'POST /api/adminPricing/updatePricingPlanStatus',
  topicMenu: 'GET /api/adminChapter/getTopicMenu',
  categories: 'POST /api/adminPricing/getPricingCategories',
} as const;

const fullPreparationID = '0190a3b4-0000-7000-8000-0000000000c1';
const categories = [
  {
    pricingCategoryID: fullPreparationID,
    categoryName: 'Full preparation',
    description: null,
    status: 'ACT',
    displayOrder: 1,
    planCount: 0,
  },
  {
    pricingCategoryID: '0190a3b4-0000-7000-8000-0000000000c2',
    categoryName: 'Old offers',
    description: null,
    status: 'INA',
    displayOrder: 2,
    planCount: 3,
  },
];

const planID = '0190a3b4-0000-7000-8000-0000000000b1';
const asthma = '0190a3b4-0000-7000-8000-0000000000f2';
const copd = '0190a3b4-0000-7000-8000-0000000000f3';

const quarterly = (overrides: Partial<PricingPlan> = {}): PricingPlan => ({
  pricingPlanID: planID,
  planName: 'Exam season',
  description: 'Three months of everything.',
  price: 1234.5,
  periodCount: 3,
  periodUnit: 'MONTH',
  status: 'ACT',
  displayOrder: 1,
  pricingCategoryID: null,
  eligibleTopics: [
    { topicID: ids.heartFailure, topicName: 'Heart failure', chapterName: 'Cardiology' },
    { topicID: asthma, topicName: 'Asthma', chapterName: 'Respiratory' },
  ],
  ...overrides,
});

const topic = (
  topicID: string,
  topicName: string,
  chapterID: string,
  chapterName: string,
  index: number,
): TopicMenuEntry => ({
  topicID,
  topicName,
  chapterID,
  chapterName,
  status: 'ACT',
  topicType: 'AUTHOR',
  freeContent: false,
  index,
  displayOrder: index,
});
const topicMenu = {
  topics: [
    topic(ids.heartFailure, 'Heart failure', ids.cardiology, 'Cardiology', 1),
    topic(asthma, 'Asthma', ids.respiratory, 'Respiratory', 2),
    topic(copd, 'COPD', ids.respiratory, 'Respiratory', 3),
  ],
};

describe('admin pricing plans list', () => {
  it('shows each plan with price, period, topic count and status, with the toggle, Edit and Add for pricing.addEdit', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [calls.plans]: ok([
        quarterly(),
        quarterly({
          pricingPlanID: '0190a3b4-0000-7000-8000-0000000000b2',
          planName: 'Weekly',
          price: 19.99,
          periodCount: 1,
          periodUnit: 'DAY',
          status: 'INA',
          eligibleTopics: [],
        }),
      ]),
      [calls.status]: ok(quarterly({ status: 'INA' }), Messages.successfullyUpdated),
    });
    const { user } = renderApp('/admin/pricing-plan');

    const table = await screen.findByRole('table', { name: 'Pricing plans' });
    const row = within(table).getByRole('row', { name: /Exam season/ });
    expect(row.textContent).toContain('A$1,234.50');
    expect(row.textContent).toContain('3 months');
    expect(row.textContent).toContain('2 topics');
    expect(within(row).getByRole('img', { name: 'Active' })).toBeTruthy();
    const weekly = within(table).getByRole('row', { name: /Weekly/ });
    expect(weekly.textContent).toContain('A$19.99');
    expect(weekly.textContent).toContain('1 day');
    expect(within(weekly).getByRole('img', { name: 'Inactive' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Add Pricing Plan' }).getAttribute('href')).toBe(
      '/admin/pricing-plan/add-edit',
    );
    expect(within(row).getByRole('link', { name: 'Edit pricing plan Exam season' }).getAttribute('href')).toBe(
      `/admin/pricing-plan/add-edit?pricingPlanID=${planID}`,
    );

    const toggle = within(row).getByRole('switch', { name: 'Status of Exam season' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo(calls.status)).toHaveLength(1));
    expect(api.callsTo(calls.status)[0]?.body).toEqual({ pricingPlanID: planID, status: 'INA' });
    expect((await screen.findAllByText(Messages.successfullyUpdated)).length).toBeGreaterThan(0);
  });

  it('shows the plans without toggle, Edit or Add to an admin holding only pricing.view', async () => {
    fakeApi({ ...signedInAs(makeUser('ADMIN', [Privileges.pricing.view])), [calls.plans]: ok([quarterly()]) });
    renderApp('/admin/pricing-plan');

    const row = await screen.findByRole('row', { name: /Exam season/ });
    expect(within(row).getByRole('img', { name: 'Active' })).toBeTruthy();
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Pricing Plan' })).toBeNull();
  });

  it('asks nothing of the server for an admin without a pricing privilege', async () => {
    const api = fakeApi({ ...signedInAs(makeUser('ADMIN', [Privileges.chapterGroup.view])) });
    renderApp('/admin/pricing-plan');

    expect(await screen.findByText(Messages.accessDenied)).toBeTruthy();
    expect(api.callsTo(calls.plans)).toHaveLength(0);
  });

  it(`says '${Messages.noPlans}' when there is none`, async () => {
    fakeApi({ ...signedInAs(), [calls.plans]: ok([]) });
    renderApp('/admin/pricing-plan');

    expect(await screen.findByText(Messages.noPlans)).toBeTruthy();
  });
});

describe('admin pricing plan form', () => {
  it('shows validation messages under their fields and keeps Save disabled until the form is valid', async () => {
    fakeApi({ ...signedInAs(), [calls.topicMenu]: ok(topicMenu) });
    const { user } = renderApp('/admin/pricing-plan/add-edit');

    const form = await screen.findByRole('form', { name: 'Pricing plan' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Pricing Plan' })).toBeTruthy();
    const save = within(form).getByRole('button', { name: 'Save' });
    await user.type(within(form).getByLabelText('Plan name'), 'Monthly');
    const price = within(form).getByLabelText('Price');
    await user.type(price, '12.345');

    expect(await within(form).findByText(Messages.decimals(2))).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(price.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(Messages.decimals(2));
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.clear(within(form).getByLabelText('Plan name'));
    expect(await within(form).findByText(Messages.requiredWithLabel('Plan name'))).toBeTruthy();
    await user.clear(price);
    expect(await within(form).findByText(Messages.requiredWithLabel('Price'))).toBeTruthy();
    await user.clear(within(form).getByLabelText('Period'));
    await user.type(within(form).getByLabelText('Period'), '0');
    expect(await within(form).findByText(Messages.minValue(1))).toBeTruthy();
  });

  it('ticks eligible topics in the chapter tree, filters them, and sends the plan; the toast shows and the list opens', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [calls.topicMenu]: ok(topicMenu),
      [calls.categories]: ok(categories),
      [calls.save]: ok(quarterly(), Messages.successfullySaved),
      [calls.plans]: ok([quarterly()]),
    });
    const { user, location } = renderApp('/admin/pricing-plan/add-edit');

    const form = await screen.findByRole('form', { name: 'Pricing plan' });
    await user.type(within(form).getByLabelText('Plan name'), '  Exam season ');
    await user.type(within(form).getByLabelText('Description'), 'Three months of everything.');
    await user.type(within(form).getByLabelText('Price'), '49.5');
    await user.clear(within(form).getByLabelText('Period'));
    await user.type(within(form).getByLabelText('Period'), '3');
    await user.selectOptions(within(form).getByLabelText('Period unit'), 'Months');
    const category = await within(form).findByLabelText<HTMLSelectElement>('Category');
    expect([...category.options].map((option) => option.text)).toEqual([
      'No category',
      'Full preparation',
      'Old offers (inactive)',
    ]);
    await user.selectOptions(category, 'Full preparation');

    const topics = await within(form).findByRole('group', { name: 'Eligible topics' });
    expect(within(topics).getByText('0 selected')).toBeTruthy();
    // The chapter box ticks its topics; one of them is then unticked again.
    await user.click(within(topics).getByRole('checkbox', { name: 'Respiratory (all topics)' }));
    expect(within(topics).getByText('2 selected')).toBeTruthy();
    await user.click(within(topics).getByRole('checkbox', { name: 'COPD' }));
    const respiratory = within(topics).getByRole('checkbox', { name: 'Respiratory (all topics)' }) as HTMLInputElement;
    expect(respiratory.indeterminate).toBe(true);
    // The filter narrows the tree; ticked topics stay ticked.
    await user.type(within(topics).getByRole('searchbox', { name: 'Filter topics' }), 'heart');
    expect(within(topics).queryByRole('checkbox', { name: 'Asthma' })).toBeNull();
    await user.click(within(topics).getByRole('checkbox', { name: 'Heart failure' }));
    expect(within(topics).getByText('2 selected')).toBeTruthy();

    expect(await bodySentOnSave(user, form, api, calls.save)).toEqual({
      planName: 'Exam season',
      description: 'Three months of everything.',
      price: 49.5,
      periodCount: 3,
      periodUnit: 'MONTH',
      status: 'ACT',
      eligibleTopicIDs: [ids.heartFailure, asthma],
      pricingCategoryID: fullPreparationID,
    });
    expect((await screen.findAllByText(Messages.successfullySaved)).length).toBeGreaterThan(0);
    await waitFor(() => expect(location()).toBe('/admin/pricing-plan'));
    expect(await screen.findByRole('row', { name: /Exam season/ })).toBeTruthy();
  });

  it('edits a plan with its values filled in and shows a server field error under its field', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [calls.plan]: ok(quarterly({ pricingCategoryID: fullPreparationID })),
      [calls.topicMenu]: ok(topicMenu),
      [calls.categories]: ok(categories),
      [calls.save]: failed(400, 'Max length is 100', { field: 'planName' }),
    });
    const { user } = renderApp(`/admin/pricing-plan/add-edit?pricingPlanID=${planID}`);

    const form = await screen.findByRole('form', { name: 'Pricing plan' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Pricing Plan' })).toBeTruthy();
    expect(api.callsTo(calls.plan)[0]?.body).toEqual({ pricingPlanID: planID });
    expect(within(form).getByLabelText<HTMLInputElement>('Plan name').value).toBe('Exam season');
    expect(within(form).getByLabelText<HTMLInputElement>('Price').value).toBe('1234.5');
    expect(within(form).getByLabelText<HTMLSelectElement>('Period unit').value).toBe('MONTH');
    const topics = await within(form).findByRole('group', { name: 'Eligible topics' });
    expect(within(topics).getByRole<HTMLInputElement>('checkbox', { name: 'Asthma' }).checked).toBe(true);
    expect(within(topics).getByRole<HTMLInputElement>('checkbox', { name: 'COPD' }).checked).toBe(false);

    expect((await within(form).findByLabelText<HTMLSelectElement>('Category')).value).toBe(fullPreparationID);
    await user.selectOptions(within(form).getByLabelText('Status'), 'Inactive');
    await user.selectOptions(within(form).getByLabelText('Category'), 'No category');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo(calls.save)).toHaveLength(1));
    expect(api.callsTo(calls.save)[0]?.body).toMatchObject({
      pricingPlanID: planID,
      status: 'INA',
      eligibleTopicIDs: [ids.heartFailure, asthma],
      pricingCategoryID: null,
    });
    const name = within(form).getByLabelText('Plan name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Max length is 100');
  });
});
