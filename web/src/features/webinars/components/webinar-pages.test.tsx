import type { Paged, ReaderWebinar, Webinar, WebinarCategory } from '@notebook/contracts';
import { Messages, Privileges } from '@notebook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';

const categoryID = '0190a3b4-0000-7000-8000-00000000c001';
const webinarID = '0190a3b4-0000-7000-8000-00000000a001';
const planID = '0190a3b4-0000-7000-8000-00000000b001';
const groupID = '0190a3b4-0000-7000-8000-00000000b002';
const calls = {
  readerNext: 'POST /api/reader/getReaderNextWebinars',
  save: 'POST /api/adminWebinar/saveUpdateWebinar',
  categories: 'POST /api/adminWebinar/getWebinarCategories',
};

function webinar(overrides: Partial<ReaderWebinar> = {}): ReaderWebinar {
  return {
    webinarID,
    webinarName: 'Chest pain',
    webinarCategoryID: categoryID,
    categoryName: 'AKT revision',
    categoryCode: '2025.2',
    categoryType: 'AKT',
    presenter: 'Dr Jane Citizen',
    description: '<p>Red flags</p>',
    startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(),
    durationMinutes: 60,
    bannerSlug: null,
    joinLink: null,
    recordingLink: null,
    linkHidden: 'PLAN_REQUIRED',
    resourceCount: 0,
    resources: [],
    ...overrides,
  };
}
const paged = <T,>(items: T[]): Paged<T> => ({ pageData: items, totalNoOfRecords: items.length });
const category: WebinarCategory = {
  webinarCategoryID: categoryID,
  categoryType: 'AKT',
  categoryCode: '2025.2',
  categoryName: 'AKT revision',
  displayOrder: 0,
  status: 'ACT',
};

const reader = (hasActiveSubscription: boolean) => ({
  [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription }))),
  'GET /api/reader/getRegisteredUserPrimaryIndex': ok({ chapters: [] }),
});

describe('Next Webinars', () => {
  it('shows a reader on a plan the join link and a countdown', async () => {
    fakeApi({
      ...reader(true),
      [calls.readerNext]: ok(paged([webinar({ joinLink: 'https://meet.test/a', linkHidden: null })])),
    });
    renderApp('/public/next-webinars');
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Join webinar' }).getAttribute('href')).toBe('https://meet.test/a');
    expect(within(card).getByText(/^Starts in 2 d 23 h/)).toBeTruthy();
    expect(within(card).getByText('Dr Jane Citizen · AKT revision (AKT 2025.2)')).toBeTruthy();
  });

  it('tells a reader without a plan why the link is hidden, with the way to the plans', async () => {
    fakeApi({ ...reader(false), [calls.readerNext]: ok(paged([webinar()])) });
    renderApp('/public/next-webinars');
    const card = await screen.findByRole('article');
    expect(within(card).getByText(/The join link is for readers on a plan/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See the plans' })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Join webinar' })).toBeNull();
  });

  it('lists the PDFs to a reader who may join, each downloaded through the reader call', async () => {
    const slides = {
      resourceName: '0190a3b4-0000-7000-8000-0000000000f1.pdf',
      title: 'Slides',
      sizeBytes: 2048,
      uploadedAt: '2026-11-01T00:00:00.000Z',
    };
    const api = fakeApi({
      ...reader(true),
      [calls.readerNext]: ok(
        paged([webinar({ joinLink: 'https://meet.test/a', linkHidden: null, resources: [slides], resourceCount: 1 })]),
      ),
      'POST /api/reader/getReaderWebinarResourcePDF': ok(null),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:slides', revokeObjectURL: () => undefined }),
    );
    renderApp('/public/next-webinars');
    const pdfs = await screen.findByRole('region', { name: 'PDF resources' });
    fireEvent.click(within(pdfs).getByRole('button', { name: 'Slides' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/reader/getReaderWebinarResourcePDF')[0]?.body).toEqual({
        webinarID,
        resourceName: slides.resourceName,
      }),
    );
  });

  it('tells a reader outside the audience why: no link, no PDFs, how many there are', async () => {
    fakeApi({
      ...reader(true),
      [calls.readerNext]: ok(paged([webinar({ linkHidden: 'NOT_IN_AUDIENCE', resourceCount: 2 })])),
    });
    renderApp('/public/next-webinars');
    const card = await screen.findByRole('article');
    expect(within(card).getByText(/for the readers of other plans or groups/)).toBeTruthy();
    expect(within(card).getByText('2 PDF resources, for readers who may join.')).toBeTruthy();
    expect(within(card).queryByRole('region', { name: 'PDF resources' })).toBeNull();
  });

  it('says when there is none', async () => {
    fakeApi({ ...reader(true), [calls.readerNext]: ok(paged([])) });
    renderApp('/public/next-webinars');
    expect(await screen.findByText(Messages.noWebinars)).toBeTruthy();
  });
});

describe('admin webinar form', () => {
  const admin = {
    [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [Privileges.webinar.view, Privileges.webinar.addEdit]))),
    [calls.categories]: ok([category]),
    'POST /api/adminPricing/getPricingPlans': ok([{ pricingPlanID: planID, planName: 'Annual' }]),
    'POST /api/adminReaderGroup/getPagedReaderGroups': ok(paged([{ readerGroupID: groupID, groupName: 'Registrars' }])),
  };

  /** The add page with a new webinar's required fields filled in: Chest pain, AKT revision, 1 Dec 19:30 Sydney. */
  async function newWebinarFilledIn() {
    const { user } = renderApp('/admin/webinars/add-edit');
    const form = await screen.findByRole('form', { name: 'Webinar' });
    await user.type(within(form).getByLabelText('Webinar name'), 'Chest pain');
    await user.selectOptions(within(form).getByLabelText('Category'), 'AKT revision');
    await user.type(within(form).getByLabelText('Presenter'), 'Dr Jane Citizen');
    fireEvent.change(within(form).getByLabelText('Starts (Australia/Sydney time)'), {
      target: { value: '2026-12-01T19:30' },
    });
    await user.type(within(form).getByLabelText('Join link'), 'https://meet.test/a');
    return { user, form };
  }

  it('sends who may join and Notify readers with the save', async () => {
    const api = fakeApi({ ...admin, [calls.save]: ok(webinar(), Messages.successfullySaved) });
    const { user, form } = await newWebinarFilledIn();
    await user.click(await within(form).findByRole('checkbox', { name: 'Registrars' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Notify readers' }));
    expect(await bodySentOnSave(user, form, api, calls.save)).toMatchObject({
      audiencePricingPlanIDs: [],
      audienceReaderGroupIDs: [groupID],
      notifyReaders: true,
    });
  });

  it('sends the Sydney wall clock as its instant and shows the API message on its field', async () => {
    const api = fakeApi({
      ...admin,
      [calls.save]: failed(400, Messages.webinarSlugTaken, { field: 'bannerSlug', errorCode: 'VALIDATION' }),
    });
    const { user, form } = await newWebinarFilledIn();
    await user.type(within(form).getByLabelText('Banner slug'), 'chest-pain');
    expect(await bodySentOnSave(user, form, api, calls.save)).toMatchObject({
      webinarName: 'Chest pain',
      webinarCategoryID: categoryID,
      startsAt: '2026-12-01T08:30:00.000Z',
      durationMinutes: 60,
      joinLink: 'https://meet.test/a',
      bannerSlug: 'chest-pain',
    });
    expect(await within(form).findByText(Messages.webinarSlugTaken)).toBeTruthy();
  });

  it('lists webinars with their Sydney start and switches one off', async () => {
    const listed: Webinar = {
      ...webinar({ startsAt: '2026-12-01T08:30:00.000Z' }),
      joinLink: 'https://meet.test/a',
      status: 'ACT',
      audience: { pricingPlanIDs: [], readerGroupIDs: [] },
    };
    const api = fakeApi({
      ...admin,
      'POST /api/adminWebinar/getPagedWebinars': ok(paged([listed])),
      'POST /api/adminWebinar/updateWebinarStatus': ok({ ...listed, status: 'INA' }, 'Successfully updated'),
    });
    renderApp('/admin/webinars');
    const row = await screen.findByRole('row', { name: /Chest pain/ });
    expect(within(row).getByText('01/12/2026 19:30')).toBeTruthy();
    fireEvent.click(within(row).getByRole('switch', { name: 'Status of Chest pain' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/adminWebinar/updateWebinarStatus')[0]?.body).toEqual({ webinarID, status: 'INA' }),
    );
  });
});
