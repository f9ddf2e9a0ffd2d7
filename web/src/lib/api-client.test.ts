import {
  ApiPaths,
  ErrorCodes,
  Messages,
  type ChapterGroupMenuItem,
  type MockAttemptQuestion,
} from '@notebook/contracts';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { ApiError, api } from './api-client';
import { authStore } from './auth-store';
import { registerNavigator } from './navigation';
import { pendingRequests } from './pending-requests';
import { toasts } from './toast-store';

const admin = makeUser('ADMIN');
const toastTexts = () => toasts.getAll().map((toast) => toast.text);

describe('api client', () => {
  const navigate = vi.fn();
  let unregister: () => void = () => undefined;

  beforeEach(() => {
    authStore.signIn({
      accessToken: 'stale-token',
      accessTokenExpiresAt: Math.floor(Date.now() / 1000) + 600,
      user: admin,
    });
    unregister = registerNavigator({ navigate, currentPath: () => '/admin/chapter/groups' });
  });
  afterEach(() => {
    unregister();
    navigate.mockReset();
  });

  it('refreshes the token and retries the call once after a 401', async () => {
    const fake = fakeApi({
      [endpoints.currentUser]: [failed(401, 'Token expired'), ok(admin)],
      [endpoints.refresh]: ok(loginResult(admin, 'fresh-token')),
    });

    await expect(api.get('/api/security/current-user')).resolves.toEqual(admin);

    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      endpoints.currentUser,
      endpoints.refresh,
      endpoints.currentUser,
    ]);
    expect(fake.callsTo(endpoints.currentUser).map((call) => call.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer fresh-token',
    ]);
    expect(authStore.getAccessToken()).toBe('fresh-token');
    expect(toastTexts()).toEqual([]);
  });

  it('reports a save the server could not read back yet as information, not as a failure', async () => {
    fakeApi({
      'POST /api/adminChapter/saveUpdateChapterGroup': failed(503, Messages.savedNotYetVisible, {
        errorCode: ErrorCodes.NOT_YET_VISIBLE,
      }),
    });

    await expect(
      api.post('/api/adminChapter/saveUpdateChapterGroup', { chapterGroupName: 'Dermatology' }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(toasts.getAll().map(({ tone, text }) => ({ tone, text }))).toEqual([
      { tone: 'info', text: Messages.savedNotYetVisible },
    ]);
  });

  it('retries only once: a second 401 logs out', async () => {
    const fake = fakeApi({
      [endpoints.currentUser]: failed(401, 'Token expired'),
      [endpoints.refresh]: ok(loginResult(admin, 'fresh-token')),
    });

    await expect(api.get('/api/security/current-user')).rejects.toBeInstanceOf(ApiError);
    expect(fake.callsTo(endpoints.currentUser)).toHaveLength(2);
    expect(authStore.getState().status).toBe('signed-out');
  });

  it('logs out with the reason and returns to login with the current page when the refresh fails', async () => {
    fakeApi({
      [endpoints.chapterMenu]: failed(401, 'Token expired'),
      [endpoints.refresh]: failed(401, 'Invalid refresh token'),
    });

    await expect(api.post('/api/adminChapter/getChapterMenu')).rejects.toMatchObject({ httpStatus: 401 });

    expect(authStore.getState().status).toBe('signed-out');
    expect(toastTexts()).toEqual([Messages.invalidAccessToken]);
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=/admin/chapter/groups', { replace: true }),
    );
  });

  it('refreshes an expired token before sending, and logs out with "accessToken expired" when it cannot', async () => {
    authStore.signIn({ accessToken: 'old', accessTokenExpiresAt: Math.floor(Date.now() / 1000) - 1, user: admin });
    const fake = fakeApi({ [endpoints.refresh]: failed(401, 'Invalid refresh token') });

    await expect(api.get('/api/security/current-user')).rejects.toBeInstanceOf(ApiError);

    expect(fake.callsTo(endpoints.currentUser)).toHaveLength(0);
    expect(toastTexts()).toEqual([Messages.accessTokenExpired]);
  });

  it('reports a 403 that survives the refresh as a refusal, without logging out', async () => {
    fakeApi({
      [endpoints.chapterMenu]: failed(403, Messages.accessDenied),
      [endpoints.refresh]: ok(loginResult(admin, 'fresh-token')),
    });

    await expect(api.post('/api/adminChapter/getChapterMenu')).rejects.toMatchObject({ httpStatus: 403 });
    expect(authStore.getState().status).toBe('signed-in');
    expect(toastTexts()).toEqual([Messages.accessDenied]);
  });

  it('shows the first error message of a FAILED envelope and rejects', async () => {
    fakeApi({
      [endpoints.saveChapterGroup]: failed(409, 'This item was changed by someone else. Reload it and try again.'),
    });

    await expect(api.post('/api/adminChapter/saveUpdateChapterGroup', {})).rejects.toMatchObject({ httpStatus: 409 });
    expect(toastTexts()).toEqual([Messages.concurrentChange]);
  });

  it('keeps quiet when the caller turned error toasts off', async () => {
    fakeApi({ [endpoints.saveChapterGroup]: failed(400, 'Required', { field: 'chapterGroupName' }) });

    const error = await api
      .post('/api/adminChapter/saveUpdateChapterGroup', {}, { showErrorToast: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ chapterGroupName: 'Required' });
    expect(toastTexts()).toEqual([]);
  });

  it('says "Please contact system administrator" on 500 and 504', async () => {
    fakeApi({
      [endpoints.chapterMenu]: [
        { status: 500, body: null },
        { status: 504, body: null },
      ],
    });

    await expect(api.post('/api/adminChapter/getChapterMenu')).rejects.toBeInstanceOf(ApiError);
    await expect(api.post('/api/adminChapter/getChapterMenu')).rejects.toBeInstanceOf(ApiError);
    expect(toastTexts()).toEqual([Messages.contactAdministrator, Messages.contactAdministrator]);
  });

  it('says "Invalid credentials" when the login call fails, without refreshing or logging out', async () => {
    authStore.signOut();
    const fake = fakeApi({ [endpoints.login]: failed(401, 'Unauthorized') });

    await expect(
      api.post('/api/auth/login', { username: 'a', password: 'b' }, { skipAuth: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(toastTexts()).toEqual([Messages.invalidCredentials]);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.authorization).toBeNull();
  });

  it('says a blocked account is blocked, at sign-in and to a tab still open, and signs the tab out without a refresh', async () => {
    const fake = fakeApi({
      [endpoints.currentUser]: failed(401, Messages.accountBlocked),
      [endpoints.login]: failed(401, Messages.accountBlocked),
    });

    await expect(api.get('/api/security/current-user')).rejects.toBeInstanceOf(ApiError);
    expect(fake.callsTo(endpoints.refresh)).toHaveLength(0);
    expect(authStore.getAccessToken()).toBeNull();
    expect(toastTexts()).toEqual([Messages.accountBlocked]);

    await expect(api.post('/api/auth/login', { username: 'a', password: 'b' }, { skipAuth: true })).rejects.toThrow(
      Messages.accountBlocked,
    );
  });

  it('shows the success message only when asked', async () => {
    fakeApi({ [endpoints.saveChapterGroup]: ok({}, Messages.successfullySaved) });

    await api.post('/api/adminChapter/saveUpdateChapterGroup', {});
    expect(toastTexts()).toEqual([]);
    await api.post('/api/adminChapter/saveUpdateChapterGroup', {}, { showSuccessMessage: true });
    expect(toastTexts()).toEqual([Messages.successfullySaved]);
  });

  it('counts pending requests for the loading indicator', async () => {
    let release: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response(JSON.stringify({ status: 'SUCCESS', result: 1 }), { status: 200 }));
          }),
      ),
    );

    const quiet = api.get('/api/public/getPrimaryIndex', { showLoading: false });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(pendingRequests.count()).toBe(0);
    release();
    await quiet;

    const counted = api.get('/api/public/getPrimaryIndex');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(pendingRequests.count()).toBe(1);
    release();
    await counted;
    expect(pendingRequests.count()).toBe(0);
  });

  it('sends credentials and the Bearer token', async () => {
    const fetchStub = vi.fn(
      async () => new Response(JSON.stringify({ status: 'SUCCESS', result: null }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchStub);

    await api.post('/api/adminChapter/getChapterMenu');
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/adminChapter/getChapterMenu',
      expect.objectContaining({
        credentials: 'include',
        headers: expect.objectContaining({ Authorization: 'Bearer stale-token' }),
      }),
    );
  });

  describe("typed call (the contracts' endpoint map)", () => {
    it('POSTs the input as the body of the path the map names, resolving with the result', async () => {
      const group = { chapterGroupID: 'g-1', chapterGroupName: 'Dermatology' };
      const fake = fakeApi({ [endpoints.saveChapterGroup]: ok(group, Messages.successfullySaved) });

      const saved = api.call(
        ApiPaths.adminChapter.saveUpdateChapterGroup,
        { chapterGroupName: 'Dermatology' },
        { showSuccessMessage: true },
      );
      expectTypeOf(saved).resolves.toEqualTypeOf<ChapterGroupMenuItem>();

      await expect(saved).resolves.toEqual(group);
      expect(fake.calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
        { method: 'POST', url: '/api/adminChapter/saveUpdateChapterGroup', body: { chapterGroupName: 'Dermatology' } },
      ]);
      expect(toastTexts()).toEqual([Messages.successfullySaved]);
    });

    it("sends a GET's input as the query string, and fills the path's :name parts from it", async () => {
      const fake = fakeApi({
        'GET /api/reader/getMockExamAttemptQuestion?mockAttemptID=a-1&questionNo=3': ok({ questionNo: 3 }),
        'GET /api/adminChapter/getAKTQuestionList/t%201': ok([]),
      });

      const question = api.call(ApiPaths.reader.getMockExamAttemptQuestion, { mockAttemptID: 'a-1', questionNo: 3 });
      expectTypeOf(question).resolves.toEqualTypeOf<MockAttemptQuestion>();
      await expect(question).resolves.toEqual({ questionNo: 3 });
      await expect(api.call(ApiPaths.adminChapter.getAKTQuestionList, { topicID: 't 1' })).resolves.toEqual([]);

      expect(fake.calls.map(({ method, body }) => ({ method, body }))).toEqual([
        { method: 'GET', body: undefined },
        { method: 'GET', body: undefined },
      ]);
    });

    it('keeps the refresh-and-retry of every call', async () => {
      const fake = fakeApi({
        [endpoints.currentUser]: [failed(401, 'Token expired'), ok(admin)],
        [endpoints.refresh]: ok(loginResult(admin, 'fresh-token')),
      });

      await expect(api.call(ApiPaths.auth.currentUser)).resolves.toEqual(admin);
      expect(fake.callsTo(endpoints.currentUser).map((call) => call.authorization)).toEqual([
        'Bearer stale-token',
        'Bearer fresh-token',
      ]);
    });

    it('refuses, at compile time, a path the map does not list or an input of the wrong shape', () => {
      expectTypeOf(api.call).parameter(0).not.toEqualTypeOf<string>();
      // @ts-expect-error: not a path of the map
      expectTypeOf(() => api.call('adminChapter/noSuchCall')).toBeFunction();
      // @ts-expect-error: saveUpdateChapterGroup needs a chapterGroupName
      expectTypeOf(() => api.call(ApiPaths.adminChapter.saveUpdateChapterGroup, { status: 'ACTIVE' })).toBeFunction();
      // @ts-expect-error: a download answers with a file, not an envelope
      expectTypeOf(() => api.call(ApiPaths.reader.getPaymentReceipt, { paymentID: 'p' })).toBeFunction();
    });
  });
});
