import { Messages, type PricingCategory, type PricingTerm, Privileges } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { makeUser, signedInAs } from '@/testing/fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';
import { fillRichText } from '@/testing/rich-text';

const calls = {
  categories: 'POST /api/adminPricing/getPricingCategories',
  category: 'POST /api/adminPricing/getPricingCategory',
  saveCategory: 'POST /api/adminPricing/saveUpdatePricingCategory',
  categoryStatus: 'POST /api/adminPricing/updatePricingCategoryStatus',
  categoryOrder: 'POST /api/adminPricing/updatePricingCategoryDisplayOrder',
  terms: 'POST /api/adminPricing/getPricingTerms',
  saveTerm: 'POST /api/adminPricing/saveUpdatePricingTerm',
} as const;

const category = (
  pricingCategoryID: string,
  categoryName: string,
  overrides: Partial<PricingCategory> = {},
): PricingCategory => ({
  pricingCategoryID,
  categoryName,
  description: null,
  status: 'ACT',
  displayOrder: 1,
  planCount: 0,
  ...overrides,
});
const sittingID = '0190a3b4-0000-7000-8000-0000000000c1';
const fullID = '0190a3b4-0000-7000-8000-0000000000c2';
const sitting = category(sittingID, 'One exam sitting', { description: 'The next AKT or KFP', planCount: 1 });
const full = category(fullID, 'Full preparation', { displayOrder: 2, planCount: 2 });
const term: PricingTerm = {
  pricingTermID: '0190a3b4-0000-7000-8000-0000000000d1',
  title: 'Refunds',
  content: '<p>Within <strong>14 days</strong> of a payment.</p>',
  status: 'ACT',
  displayOrder: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('/admin/pricing-category', () => {
  it('lists the categories in order with their plans; moving one sends the whole new order; the status switches at once', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [calls.categories]: ok([sitting, full]),
      [calls.categoryOrder]: ok([full, sitting], Messages.successfullyUpdated),
      [calls.categoryStatus]: ok({ ...sitting, status: 'INA' }, Messages.successfullyUpdated),
    });
    const { user } = renderApp('/admin/pricing-category');

    const list = await screen.findByRole('list', { name: 'Pricing categories' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['One exam sitting', 'Full preparation']);
    expect(rows[0]!.textContent).toContain('The next AKT or KFP');
    expect(rows[0]!.textContent).toContain('1 plan');
    expect(rows[1]!.textContent).toContain('2 plans');

    await user.click(within(rows[0]!).getByRole('button', { name: 'Move pricing category One exam sitting down' }));
    await waitFor(() => expect(api.callsTo(calls.categoryOrder)).toHaveLength(1));
    expect(api.callsTo(calls.categoryOrder)[0]?.body).toEqual({ pricingCategoryIDs: [fullID, sittingID] });

    await user.click(screen.getByRole('button', { name: 'Deactivate pricing category One exam sitting' }));
    await waitFor(() =>
      expect(api.callsTo(calls.categoryStatus)[0]?.body).toEqual({ pricingCategoryID: sittingID, status: 'INA' }),
    );
  });

  it('shows the list without controls to an admin holding only pricing.view, and the empty text when there is none', async () => {
    fakeApi({ ...signedInAs(makeUser('ADMIN', [Privileges.pricing.view])), [calls.categories]: ok([]) });
    renderApp('/admin/pricing-category');
    expect(await screen.findByText(Messages.noPricingCategories)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Pricing Category' })).toBeNull();
  });

  it('edits a category with its values filled in and goes back to the list', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [calls.category]: ok(sitting),
      [calls.saveCategory]: ok({ ...sitting, categoryName: 'Single sitting' }, Messages.successfullyUpdated),
      [calls.categories]: ok([sitting, full]),
    });
    const { user, location } = renderApp(`/admin/pricing-category/add-edit?pricingCategoryID=${sittingID}`);

    const form = await screen.findByRole('form', { name: 'Pricing category' });
    const name = within(form).getByLabelText<HTMLInputElement>('Category name');
    expect(name.value).toBe('One exam sitting');
    await user.clear(name);
    await user.type(name, 'Single sitting');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(calls.saveCategory)).toHaveLength(1));
    expect(api.callsTo(calls.saveCategory)[0]?.body).toEqual({
      pricingCategoryID: sittingID,
      categoryName: 'Single sitting',
      description: 'The next AKT or KFP',
      status: 'ACT',
    });
    await waitFor(() => expect(location()).toBe('/admin/pricing-category'));
  });

  it('shows the saved name in the list it came from, and puts a refused status switch back', async () => {
    const renamed = { ...sitting, categoryName: 'Single sitting' };
    const api = fakeApi({
      ...signedInAs(),
      [calls.categories]: [ok([sitting, full]), ok([renamed, full])],
      [calls.category]: ok(sitting),
      [calls.saveCategory]: ok(renamed, Messages.successfullyUpdated),
      [calls.categoryStatus]: failed(400, 'Refused'),
    });
    const { user } = renderApp('/admin/pricing-category');

    await user.click(await screen.findByRole('button', { name: 'Edit pricing category One exam sitting' }));
    const form = await screen.findByRole('form', { name: 'Pricing category' });
    const name = within(form).getByLabelText<HTMLInputElement>('Category name');
    await waitFor(() => expect(name.value).toBe('One exam sitting'));
    await user.clear(name);
    await user.type(name, 'Single sitting');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const list = await screen.findByRole('list', { name: 'Pricing categories' });
    expect(await within(list).findByRole('listitem', { name: 'Single sitting' })).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Deactivate pricing category Single sitting' }));
    await waitFor(() => expect(api.callsTo(calls.categoryStatus)).toHaveLength(1));
    expect(
      await within(list).findByRole('button', { name: 'Deactivate pricing category Single sitting' }),
    ).toBeTruthy();
  });
});

describe('/admin/pricing-term', () => {
  it('lists each term with the start of its text; a new term is written in the rich-text editor and saved', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [calls.terms]: ok([term]),
      [calls.saveTerm]: ok({ ...term, title: 'Fair use' }, Messages.successfullySaved),
    });
    const { user } = renderApp('/admin/pricing-term');

    const list = await screen.findByRole('list', { name: 'Pricing terms' });
    expect(within(list).getByRole('listitem', { name: 'Refunds' }).textContent).toContain(
      'Within 14 days of a payment.',
    );
    expect(within(list).getByRole('listitem', { name: 'Refunds' }).textContent).toContain('Updated 20/11/2026');

    await user.click(screen.getByRole('link', { name: 'Add Pricing Term' }));
    const form = await screen.findByRole('form', { name: 'Pricing term' });
    await user.type(within(form).getByLabelText('Title'), 'Fair use');
    const editor = await within(form).findByRole('textbox', { name: 'Text' });
    fillRichText(editor, '<p>One reader per account.</p>');
    expect(await bodySentOnSave(user, form, api, calls.saveTerm)).toEqual({
      title: 'Fair use',
      content: '<p>One reader per account.</p>',
      status: 'ACT',
    });
  });
});
