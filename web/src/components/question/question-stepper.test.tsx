import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuestionStepper } from './question-stepper';

const button = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Question' })).getByRole('button', { name }) as HTMLButtonElement;

describe('QuestionStepper', () => {
  it('moves to the previous and the next question', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<QuestionStepper at={{ questionNo: 2, noOfQuestions: 3 }} onMove={onMove} />);
    await user.click(button('Previous'));
    expect(onMove).toHaveBeenLastCalledWith(1);
    await user.click(button('Next'));
    expect(onMove).toHaveBeenLastCalledWith(3);
  });

  it('turns Previous off on the first question and Next off on the last', () => {
    const { rerender } = render(<QuestionStepper at={{ questionNo: 1, noOfQuestions: 3 }} onMove={vi.fn()} />);
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    rerender(<QuestionStepper at={{ questionNo: 3, noOfQuestions: 3 }} onMove={vi.fn()} />);
    expect(button('Previous').disabled).toBe(false);
    expect(button('Next').disabled).toBe(true);
  });
});
