import { ApiPaths, Messages } from '@notebook/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { makeUser } from '@/testing/fixtures';
import {
  announced,
  callOf,
  callWith,
  mutationInvalidating,
  pageInput,
  publicSilent,
  readByID,
  useOptimisticMutation,
} from './api-hooks';
import { authStore } from './auth-store';
import { toasts } from './toast-store';

const getLessonNotes = 'POST /api/adminChapter/getLessonNotes';
const saveLesson = 'POST /api/adminChapter/saveUpdateLesson';

function withClient(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
}

describe('api hooks', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    authStore.signIn({
      accessToken: 'token',
      accessTokenExpiresAt: Math.floor(Date.now() / 1000) + 600,
      user: makeUser('ADMIN'),
    });
  });

  it('callOf sends the input to its path with its options (announced: the message is a toast)', async () => {
    const fake = fakeApi({ [saveLesson]: ok({ lessonID: 'lesson-1' }, Messages.successfullySaved) });
    const save = callOf(ApiPaths.adminChapter.saveUpdateLesson, announced);

    await save({ topicID: 'topic-1', lessonName: 'Diagnosis' });

    expect(fake.callsTo(saveLesson).map((call) => call.body)).toEqual([
      { topicID: 'topic-1', lessonName: 'Diagnosis' },
    ]);
    expect(toasts.getAll().map((toast) => toast.text)).toEqual([Messages.successfullySaved]);
  });

  it('callWith builds the input from its arguments; publicSilent sends no token and shows no error', async () => {
    const fake = fakeApi({ 'POST /api/public/getNotePublic': failed(404, 'Note not found') });
    const getNote = callWith(ApiPaths.public.getNotePublic, publicSilent, (noteID: string) => ({ noteID }));

    await expect(getNote('note-1')).rejects.toThrow('Note not found');

    expect(fake.calls.map((call) => [call.body, call.authorization])).toEqual([[{ noteID: 'note-1' }, null]]);
    expect(toasts.getAll()).toEqual([]);
  });

  it('readByID keys the read by its id and stays idle until an id is chosen', async () => {
    const fake = fakeApi({ [getLessonNotes]: ok({ notes: [] }) });
    const read = readByID(ApiPaths.adminChapter.getLessonNotes, 'lessonID', ['notes', 'lesson-notes']);
    expect(read.options('lesson-1').queryKey).toEqual(['notes', 'lesson-notes', 'lesson-1']);

    const { result, rerender } = renderHook(({ id }: { id: string | null }) => read.useByID(id), {
      wrapper: withClient(queryClient),
      initialProps: { id: null as string | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fake.calls).toEqual([]);

    rerender({ id: 'lesson-1' });
    await waitFor(() => expect(result.current.data).toEqual({ notes: [] }));
    expect(fake.callsTo(getLessonNotes).map((call) => call.body)).toEqual([{ lessonID: 'lesson-1' }]);
  });

  it('pageInput leaves out the filter fields left empty', () => {
    expect(pageInput({ searchKey: '', status: 'ACTIVE', page: 2 }, 20)).toEqual({
      searchKey: undefined,
      status: 'ACTIVE',
      page: 2,
      rows: 20,
    });
  });

  it('mutationInvalidating refreshes the keys it names once the server has accepted the change', async () => {
    fakeApi({ [saveLesson]: ok({ lessonID: 'lesson-1' }) });
    queryClient.setQueryData(['notes', 'topic-lessons', 'topic-1'], { lessons: [] });
    queryClient.setQueryData(['other'], 'kept');
    const useSaveLesson = mutationInvalidating(callOf(ApiPaths.adminChapter.saveUpdateLesson), ['notes']);

    const { result } = renderHook(() => useSaveLesson(), { wrapper: withClient(queryClient) });
    await act(() => result.current.mutateAsync({ topicID: 'topic-1', lessonName: 'Diagnosis' }));

    expect(queryClient.getQueryState(['notes', 'topic-lessons', 'topic-1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['other'])?.isInvalidated).toBe(false);
  });

  it('useOptimisticMutation shows the edit at once and puts the old answer back on a refusal', async () => {
    let release: () => void = () => undefined;
    const refused = new Promise<never>((_resolve, reject) => {
      release = () => reject(new Error('refused'));
    });
    queryClient.setQueryData(['list'], ['a', 'b']);
    const { result } = renderHook(
      () =>
        useOptimisticMutation(
          (_input: string) => refused,
          () => ['list'],
          (list: string[], item) => [...list, item],
          [],
        ),
      { wrapper: withClient(queryClient) },
    );

    act(() => result.current.mutate('c'));
    await waitFor(() => expect(queryClient.getQueryData(['list'])).toEqual(['a', 'b', 'c']));

    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(['list'])).toEqual(['a', 'b']);
  });
});
