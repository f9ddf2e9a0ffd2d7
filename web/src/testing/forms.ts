import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Waits until the Save button in `container` is enabled (its form is valid), then presses it. */
export async function saveOnceEnabled(user: UserEvent, container: HTMLElement): Promise<void> {
  const save = () => within(container).getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
  await user.click(save());
}
