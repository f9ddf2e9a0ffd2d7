import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type NavigatorItem, QuestionNavigator } from './question-navigator';

const item = (questionNo: number, overrides: Partial<NavigatorItem> = {}): NavigatorItem => ({
  questionNo,
  questionID: `q${questionNo}`,
  answered: false,
  flagged: false,
  ...overrides,
});

function renderNavigator(items: NavigatorItem[], current = 1) {
  const onGo = vi.fn();
  render(<QuestionNavigator items={items} current={current} onGo={onGo} hint="Keys: F flags." />);
  return { onGo, aside: screen.getByRole('complementary', { name: 'Questions' }) };
}

describe('QuestionNavigator', () => {
  it('names each question by its number, whether it is answered, and whether it is flagged', () => {
    const { aside } = renderNavigator([
      item(1),
      item(2, { answered: true }),
      item(3, { answered: true, flagged: true }),
    ]);
    expect(
      within(aside)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Question 1: unanswered', 'Question 2: answered', 'Question 3: answered, flagged']);
    expect(within(aside).getByText('Keys: F flags.')).toBeTruthy();
  });

  it('names a marked question by its result', () => {
    renderNavigator([
      item(1, { answered: true, answerStatus: 'CORRECT' }),
      item(2, { answered: true, answerStatus: 'INCORRECT', flagged: true }),
      item(3, { answerStatus: 'NOT_COMPLETED' }),
    ]);
    expect(screen.getByRole('button', { name: 'Question 1: Correct' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question 2: Incorrect, flagged' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question 3: Not answered' })).toBeTruthy();
  });

  it('marks the current question as the current step', () => {
    renderNavigator([item(1), item(2)], 2);
    expect(screen.getByRole('button', { name: 'Question 2: unanswered' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: 'Question 1: unanswered' }).getAttribute('aria-current')).toBeNull();
  });

  it('goes to a question by click', async () => {
    const user = userEvent.setup();
    const { onGo } = renderNavigator([item(1), item(2), item(3)]);
    await user.click(screen.getByRole('button', { name: 'Question 3: unanswered' }));
    expect(onGo).toHaveBeenLastCalledWith(3);
  });

  it('goes to a question from the keyboard: Tab to it, then Enter or Space', async () => {
    const user = userEvent.setup();
    const { onGo } = renderNavigator([item(1), item(2), item(3)]);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Question 2: unanswered' }));
    await user.keyboard('{Enter}');
    expect(onGo).toHaveBeenLastCalledWith(2);
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(onGo).toHaveBeenLastCalledWith(1);
  });
});
