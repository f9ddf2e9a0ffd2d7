import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FlagButton } from './flag-button';

describe('FlagButton', () => {
  it('reads Flag, not pressed, and asks to flag when clicked', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<FlagButton flagged={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Flag' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('reads Flagged, pressed, once flagged, and unflags from the keyboard (Tab, Enter)', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<FlagButton flagged onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Flagged' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledWith(false);
  });
});
