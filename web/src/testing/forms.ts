import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { RecordedCall } from './fake-api';

/** Waits until the Save button in `container` is enabled (its form is valid), then presses it. */
export async function saveOnceEnabled(user: UserEvent, container: HTMLElement): Promise<void> {
  const save = () => within(container).getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
  await user.click(save());
}

/**
 * Saves as `saveOnceEnabled` does, waits until the save has made exactly one call to `key` on the
 * fake API, and returns the body that call sent.
 */
export async function bodySentOnSave(
  user: UserEvent,
  container: HTMLElement,
  api: { callsTo: (key: string) => RecordedCall[] },
  key: string,
): Promise<unknown> {
  await saveOnceEnabled(user, container);
  await waitFor(() => expect(api.callsTo(key)).toHaveLength(1));
  return api.callsTo(key)[0]?.body;
}
