import { Messages, Privileges, type SeoPage, type Testimonial } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { makeUser, signedInAs, superAdmin } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const calls = {
  seoPages: 'POST /api/adminSeo/getSeoPages',
  saveSeo: 'POST /api/adminSeo/saveUpdateSeo',
  testimonials: 'POST /api/adminTestimonial/getTestimonials',
} as const;

const keys = [
  ['HOME', '/public'],
  ['AKT_QUESTIONS', '/public/akt-questions'],
  ['KFP_QUESTIONS', '/public/kfp-questions'],
  ['KFP_PRINCIPLES', '/public/kfp-question'],
  ['NEXT_WEBINARS', '/public/next-webinars'],
  ['WEBINARS_BY_PERIOD', '/public/webinars'],
  ['CCE_RESOURCES', '/public/webinars/banner/'],
] as const;
const seoPages = (): SeoPage[] =>
  keys.map(([pageKey, path]) => ({
    pageKey,
    path,
    title: pageKey === 'HOME' ? 'Notebook' : null,
    description: pageKey === 'HOME' ? 'Study notes.' : null,
    keywords: null,
    imageURI: null,
    updatedAt: pageKey === 'HOME' ? '2026-01-02T03:04:05.000Z' : null,
  }));

const testimonial = (n: number, overrides: Partial<Testimonial> = {}): Testimonial => ({
  testimonialID: `0190a3b4-0000-7000-8000-0000000002${String(n).padStart(2, '0')}`,
  authorName: `Dr Candidate ${n}`,
  authorRole: 'GP registrar, Ballarat VIC',
  text: `Testimonial ${n}`,
  colour: 'SKY',
  photoURI: null,
  displayOrder: n,
  status: 'ACT',
  updatedAt: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

describe('admin SEO', () => {
  it('shows a form per page key; saving one sends the page key with its texts, and a refusal lands under its field', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [calls.seoPages]: ok(seoPages()),
      [calls.saveSeo]: [
        failed(400, Messages.notAllowed('Markup'), { field: 'title' }),
        (call) => ok({ ...seoPages()[1], ...(call.body as object) }, Messages.successfullySaved),
      ],
    });
    renderApp('/admin/config/seo');
    const forms = await screen.findAllByRole('form', {}, { timeout: 20_000 });
    expect(forms.map((form) => within(form).getByRole('heading').textContent)).toEqual([
      'Home',
      'AKT Questions',
      'KFP Questions',
      'KFP Principles',
      'Next Webinars',
      'Webinars by Period',
      'CCE Resources',
    ]);
    const akt = screen.getByRole('form', { name: 'AKT Questions' });
    const user = userEvent.setup();
    await user.type(within(akt).getByLabelText('Title'), 'AKT practice questions');
    await user.type(within(akt).getByLabelText('Description'), 'Practice sessions in tutor and exam mode.');
    await user.click(within(akt).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(calls.saveSeo)).toHaveLength(1));
    expect(api.callsTo(calls.saveSeo)[0]!.body).toMatchObject({
      pageKey: 'AKT_QUESTIONS',
      title: 'AKT practice questions',
      description: 'Practice sessions in tutor and exam mode.',
    });
    expect(await within(akt).findByText(Messages.notAllowed('Markup'))).toBeTruthy();

    await user.clear(within(akt).getByLabelText('Title'));
    await user.type(within(akt).getByLabelText('Title'), 'AKT questions');
    await user.click(within(akt).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(calls.saveSeo)).toHaveLength(2));
    expect(api.callsTo(calls.saveSeo)[1]!.body).toMatchObject({ pageKey: 'AKT_QUESTIONS', title: 'AKT questions' });
    expect(await screen.findByText(Messages.successfullySaved)).toBeTruthy();
  }, 40_000);

  it('with only the view privilege, the texts are shown without a form', async () => {
    fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.seo.view])),
      [calls.seoPages]: ok(seoPages()),
    });
    renderApp('/admin/config/seo');
    const home = await screen.findByRole('article', { name: 'Home' });
    expect(within(home).getByText('Study notes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('admin testimonials', () => {
  it('lists them with the spec’s status colours; Add and Edit only with the add/edit privilege', async () => {
    fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.contactUs.view])),
      [calls.testimonials]: ok([testimonial(1), testimonial(2, { status: 'INA' })]),
    });
    renderApp('/admin/testimonial');
    const table = await screen.findByRole('table', { name: 'Testimonials' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('img').getAttribute('aria-label'))).toEqual(['Active', 'Inactive']);
    expect(within(rows[1]!).getByRole('img').className).toContain('bg-danger');
    expect(screen.queryByRole('link', { name: 'Add Testimonial' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('shows the empty state', async () => {
    fakeApi({ ...signedInAs(superAdmin()), [calls.testimonials]: ok([]) });
    renderApp('/admin/testimonial');
    expect(await screen.findByText(Messages.noTestimonials)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Testimonial' })).toBeTruthy();
  });
});
