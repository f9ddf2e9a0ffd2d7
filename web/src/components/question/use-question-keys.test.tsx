import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type QuestionKeyActions, questionKeysHint, useQuestionKeys } from './use-question-keys';

function Harness(actions: QuestionKeyActions) {
  useQuestionKeys(actions);
  return (
    <div>
      <input type="radio" aria-label="Option A" />
      <input type="text" aria-label="Note" />
      <select aria-label="Your answer">
        <option>A</option>
      </select>
      <div role="dialog" aria-label="End session">
        <button type="button">Cancel</button>
      </div>
    </div>
  );
}

function renderKeys(overrides: Partial<QuestionKeyActions> = {}) {
  const spies = { choose: vi.fn(), toggleFlag: vi.fn(), move: vi.fn() };
  render(<Harness questionNo={2} noOfQuestions={3} choosableOptions={4} {...spies} {...overrides} />);
  return spies;
}

describe('useQuestionKeys', () => {
  it('chooses an option with its number or its letter, in either case', async () => {
    const user = userEvent.setup();
    const { choose } = renderKeys();
    await user.keyboard('2');
    expect(choose).toHaveBeenLastCalledWith(1);
    await user.keyboard('d');
    expect(choose).toHaveBeenLastCalledWith(3);
    await user.keyboard('A');
    expect(choose).toHaveBeenLastCalledWith(0);
  });

  it('ignores a number or letter past the last option, and every choosing key while choosing is off', async () => {
    const user = userEvent.setup();
    const { choose } = renderKeys();
    await user.keyboard('5e');
    expect(choose).not.toHaveBeenCalled();

    const locked = renderKeys({ choosableOptions: 0 });
    await user.keyboard('1a');
    expect(locked.choose).not.toHaveBeenCalled();
  });

  it('flags with Shift+F and moves with the arrows, not past either end', async () => {
    const user = userEvent.setup();
    const { toggleFlag, move } = renderKeys();
    await user.keyboard('{Shift>}F{/Shift}');
    expect(toggleFlag).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowLeft}');
    expect(move).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowRight}');
    expect(move).toHaveBeenLastCalledWith(3);

    const first = renderKeys({ questionNo: 1, noOfQuestions: 1 });
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(first.move).not.toHaveBeenCalled();
  });

  it('F alone chooses option F where a question has six options (issue 28: it flagged instead)', async () => {
    const user = userEvent.setup();
    const { choose, toggleFlag } = renderKeys({ choosableOptions: 6 });
    await user.keyboard('f');
    expect(choose).toHaveBeenLastCalledWith(5);
    await user.keyboard('F');
    expect(choose).toHaveBeenCalledTimes(2);
    expect(toggleFlag).not.toHaveBeenCalled();
  });

  it('names Shift+F as the flag key in its hint', () => {
    expect(questionKeysHint).toBe('Keys: 1–9 or A–Z choose, Shift+F flags, ← → move.');
  });

  it('still works with the focus on a radio, but not while typing in a field or a select, or in a dialog', async () => {
    const user = userEvent.setup();
    const { choose, toggleFlag } = renderKeys();
    screen.getByRole('radio', { name: 'Option A' }).focus();
    await user.keyboard('3');
    expect(choose).toHaveBeenLastCalledWith(2);

    choose.mockClear();
    screen.getByRole('textbox', { name: 'Note' }).focus();
    await user.keyboard('1{Shift>}F{/Shift}');
    screen.getByRole('combobox', { name: 'Your answer' }).focus();
    await user.keyboard('1{Shift>}F{/Shift}');
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('1{Shift>}F{/Shift}');
    expect(choose).not.toHaveBeenCalled();
    expect(toggleFlag).not.toHaveBeenCalled();
  });

  it('leaves Ctrl, Alt and Meta combinations and unknown keys to the browser', () => {
    const { choose, toggleFlag } = renderKeys();
    expect(fireEvent.keyDown(window, { key: 'f', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(window, { key: '1', metaKey: true })).toBe(true);
    expect(fireEvent.keyDown(window, { key: 'Enter' })).toBe(true);
    expect(toggleFlag).not.toHaveBeenCalled();
    expect(choose).not.toHaveBeenCalled();
    // A key the page uses is kept from the browser (no radio-group arrow move, no typed letter).
    expect(fireEvent.keyDown(window, { key: 'F', shiftKey: true })).toBe(false);
  });
});
