import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StrikeButton } from './strike-button';

describe('StrikeButton', () => {
  it('is a toggle named after its option: Strike out, then Restore once struck', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { rerender } = render(<StrikeButton letter="C" struck={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Strike out option C' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(onToggle).toHaveBeenLastCalledWith(true);

    rerender(<StrikeButton letter="C" struck onToggle={onToggle} />);
    const restore = screen.getByRole('button', { name: 'Restore option C' });
    expect(restore.getAttribute('aria-pressed')).toBe('true');
    restore.blur();
    await user.tab();
    expect(document.activeElement).toBe(restore);
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });
});
