import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { mockAttempt, mockAttemptCalls, mockAttemptID, mockAttemptQuestion } from '@/testing/mock-attempt-fixtures';
import { subscribedReader } from '@/testing/fixtures';
import { PRODUCT_NAME } from '@/config/brand';
import { renderApp } from '@/testing/render-app';
import { FocusTexts } from './focus-layout';

function sitting() {
  fakeApi({
    ...subscribedReader(),
    [mockAttemptCalls.attempt]: ok(mockAttempt()),
    [mockAttemptCalls.question(1)]: ok(mockAttemptQuestion(1)),
  });
  return renderApp(`/public/mock-exams/sitting?mockAttemptID=${mockAttemptID}&questionNo=1`);
}

describe('the mock exam sitting', () => {
  it('has no search, notes index, study links, bell or footer beside the paper', async () => {
    sitting();
    await screen.findByRole('article');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Study' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Primary index' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.querySelector('a[href^="/public/lessons"]')).toBeNull();
  });

  it('asks before leaving, and stays when the reader says so', async () => {
    const { user, location } = sitting();
    await screen.findByRole('article');
    await user.click(screen.getByRole('link', { name: PRODUCT_NAME }));

    const ask = await screen.findByRole('alertdialog', { name: FocusTexts.leaveTitle });
    await user.click(within(ask).getByRole('button', { name: FocusTexts.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toMatch(/^\/public\/mock-exams\/sitting\?/);

    await user.click(screen.getByRole('link', { name: PRODUCT_NAME }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: FocusTexts.leaveTitle })).getByRole('button', {
        name: FocusTexts.leave,
      }),
    );
    await waitFor(() => expect(location()).toBe('/public'));
  });
});
