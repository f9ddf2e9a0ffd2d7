import { type LegalPage, Privileges } from '@notebook/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { makeUser, signedInAs } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const legalPages = (): LegalPage[] => [
  {
    page: 'TERMS',
    title: 'Terms and conditions',
    path: '/public/terms-and-conditions',
    content: '<h2>1. About these terms</h2><p>An account is for one person.</p>',
    updatedAt: '2026-01-02T03:04:05.000Z',
  },
  { page: 'PRIVACY', title: 'Privacy policy', path: '/public/privacy-policy', content: null, updatedAt: null },
];

describe('terms and privacy', () => {
  it('shows an admin with only SEO view both pages read-only, the unwritten one said so', async () => {
    fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.seo.view])),
      'POST /api/adminSiteContent/getLegalPages': ok(legalPages()),
    });
    renderApp('/admin/config/legal-pages');
    const terms = await screen.findByRole('article', { name: 'Terms and conditions' }, { timeout: 20_000 });
    expect(within(terms).getByRole('heading', { level: 2, name: '1. About these terms' })).toBeTruthy();
    expect(within(terms).getByText('An account is for one person.')).toBeTruthy();
    const privacy = screen.getByRole('article', { name: 'Privacy policy' });
    expect(within(privacy).getByText('Not written yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows a visitor the terms with the date they were last updated', async () => {
    fakeApi({ 'GET /api/public/getLegalPage?page=TERMS': ok(legalPages()[0]) });
    renderApp('/public/terms-and-conditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('An account is for one person.')).toBeTruthy();
    expect(screen.getByText('Last updated 02/01/2026')).toBeTruthy();
  });
});
