import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NameStatusDialog } from './name-status-dialog';

const shelfSchema = z.object({
  shelfID: z.string().optional(),
  shelfName: z.string().trim().min(1),
  status: z.enum(['ACT', 'INA']),
});

function renderDialog(defaults: { shelfID?: string; shelfName: string; status: 'ACT' | 'INA' }) {
  const save = vi.fn().mockResolvedValue(undefined);
  const onClose = vi.fn();
  render(
    <NameStatusDialog
      title={defaults.shelfID ? 'Edit shelf' : 'Add shelf'}
      description="In Library"
      nameLabel="Shelf name"
      nameField="shelfName"
      schema={shelfSchema}
      defaultValues={defaults}
      save={save}
      onClose={onClose}
    />,
  );
  return { save, onClose, dialog: screen.getByRole('dialog', { name: defaults.shelfID ? 'Edit shelf' : 'Add shelf' }) };
}

describe('NameStatusDialog', () => {
  it('offers Save once the name is given, saves name and status, then closes', async () => {
    const user = userEvent.setup();
    const { save, onClose, dialog } = renderDialog({ shelfName: '', status: 'ACT' });
    expect(within(dialog).getByText('In Library')).toBeTruthy();
    const saveButton = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(saveButton.hasAttribute('disabled')).toBe(true));

    await user.type(within(dialog).getByLabelText('Shelf name'), ' Fiction ');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Inactive');
    await waitFor(() => expect(saveButton.hasAttribute('disabled')).toBe(false));
    await user.click(saveButton);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ shelfName: 'Fiction', status: 'INA' });
  });

  it('starts from the stored item and closes on Cancel without saving', async () => {
    const user = userEvent.setup();
    const { save, onClose, dialog } = renderDialog({ shelfID: 's1', shelfName: 'Poetry', status: 'INA' });
    expect((within(dialog).getByLabelText('Shelf name') as HTMLInputElement).value).toBe('Poetry');
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('INA');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});
