import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OptionList, QuestionOptionList } from './option-list';

const options = [
  { answerID: 'a1', answer: '<p>Ramipril</p>' },
  { answerID: 'a2', answer: '<p>Amlodipine</p>' },
  { answerID: 'a3', answer: '<p>Bisoprolol</p>' },
];

function renderList(overrides: Partial<Parameters<typeof OptionList>[0]> = {}) {
  const onChoose = vi.fn();
  const onStrike = vi.fn();
  render(
    <OptionList
      name="answer-q1"
      options={options}
      multiple={false}
      chosenIDs={[]}
      struckIDs={[]}
      correctIDs={null}
      locked={false}
      onChoose={onChoose}
      onStrike={onStrike}
      {...overrides}
    />,
  );
  return { onChoose, onStrike };
}

const isChecked = (name: RegExp) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
const rowOf = (name: RegExp) => screen.getByRole('radio', { name }).closest('li')!;

describe('OptionList', () => {
  it('shows a choice checked at once, before its owner has stored it, and follows the owner once it answers', async () => {
    const user = userEvent.setup();
    const props = {
      name: 'answer-q1',
      options,
      multiple: false,
      struckIDs: [],
      correctIDs: null,
      locked: false,
      onChoose: vi.fn(),
    };
    const { rerender } = render(<OptionList {...props} chosenIDs={[]} />);

    await user.click(screen.getByRole('radio', { name: /Amlodipine/ }));
    expect(isChecked(/Amlodipine/)).toBe(true);
    expect(props.onChoose).toHaveBeenCalledWith('a2');

    // The owner's data comes back without the choice (the save was refused): that is what shows.
    rerender(<OptionList {...props} chosenIDs={[]} />);
    expect(isChecked(/Amlodipine/)).toBe(false);
  });

  it('lists the options lettered A, B, C as one radio group named Options', () => {
    renderList();
    const group = screen.getByRole('radiogroup', { name: 'Options' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'ARamipril',
      'BAmlodipine',
      'CBisoprolol',
    ]);
  });

  it('chooses an option by click', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderList();
    await user.click(screen.getByRole('radio', { name: /Amlodipine/ }));
    expect(onChoose).toHaveBeenLastCalledWith('a2');
  });

  // The arrows within the group are the browser's own (jsdom lacks them); the browser e2e tests drive them.
  it('chooses from the keyboard: Tab into the options, Space chooses', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderList();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Ramipril/ }));
    await user.keyboard(' ');
    expect(onChoose).toHaveBeenLastCalledWith('a1');
  });

  it('reaches each strike button with Tab after its option', async () => {
    const user = userEvent.setup();
    renderList({ multiple: true });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Strike out option A' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Amlodipine/ }));
  });

  it('shows the chosen option checked', () => {
    renderList({ chosenIDs: ['a3'] });
    expect((screen.getByRole('radio', { name: /Bisoprolol/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Ramipril/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('offers checkboxes in a group named Options when several may be chosen', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderList({ multiple: true, chosenIDs: ['a1'] });
    const group = screen.getByRole('group', { name: 'Options' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Bisoprolol/ }));
    expect(onChoose).toHaveBeenLastCalledWith('a3');
  });

  it('strikes an option out with its own button, and shows a struck option with a Restore button', async () => {
    const user = userEvent.setup();
    const { onStrike } = renderList({ struckIDs: ['a1'] });
    const strikeB = screen.getByRole('button', { name: 'Strike out option B' });
    expect(strikeB.getAttribute('aria-pressed')).toBe('false');
    await user.click(strikeB);
    expect(onStrike).toHaveBeenLastCalledWith('a2', true);

    const restoreA = screen.getByRole('button', { name: 'Restore option A' });
    expect(restoreA.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(rowOf(/Ramipril/))
        .getByText('Ramipril')
        .closest('.line-through'),
    ).not.toBeNull();
    expect(
      within(rowOf(/Amlodipine/))
        .getByText('Amlodipine')
        .closest('.line-through'),
    ).toBeNull();
    restoreA.focus();
    await user.keyboard('{Enter}');
    expect(onStrike).toHaveBeenLastCalledWith('a1', false);
  });

  it('has no strike buttons when striking is not offered', () => {
    renderList({ onStrike: undefined });
    expect(screen.queryByRole('button', { name: /Strike out option/ })).toBeNull();
  });

  it('shows nothing of the marking before it is out', () => {
    renderList({ chosenIDs: ['a2'] });
    expect(screen.queryByLabelText('Correct answer')).toBeNull();
  });

  it('marks the correct option, with its points, once the marking is out', () => {
    renderList({ chosenIDs: ['a2'], correctIDs: ['a1'], pointsOf: { a1: 2 }, locked: true });
    expect(within(rowOf(/Ramipril/)).getByLabelText('Correct answer')).toBeTruthy();
    expect(within(rowOf(/Ramipril/)).getByText('+2')).toBeTruthy();
    expect(within(rowOf(/Amlodipine/)).queryByLabelText('Correct answer')).toBeNull();
  });

  it('keeps locked options from being chosen', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderList({ locked: true });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.every((radio) => radio.disabled)).toBe(true);
    await user.click(radios[1]!);
    expect(onChoose).not.toHaveBeenCalled();
  });
});

describe('QuestionOptionList', () => {
  const question = (noOfExpectedAnswers: number | null) => ({
    questionID: 'q7',
    answers: options,
    noOfExpectedAnswers,
    struckAnswerIDs: ['a2'],
  });
  const renderQuestion = (noOfExpectedAnswers: number | null) =>
    render(
      <QuestionOptionList
        question={question(noOfExpectedAnswers)}
        chosenIDs={[]}
        correctIDs={null}
        locked={false}
        onChoose={vi.fn()}
        onStrike={vi.fn()}
      />,
    );

  it('offers one radio group per question, with the options it struck out', () => {
    renderQuestion(null);
    const radios = within(screen.getByRole('radiogroup', { name: 'Options' })).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(['answer-q7', 'answer-q7', 'answer-q7']);
    expect(screen.getByRole('button', { name: 'Restore option B' })).toBeTruthy();
  });

  it('offers checkboxes when the question asks for a number of options', () => {
    renderQuestion(2);
    expect(within(screen.getByRole('group', { name: 'Options' })).getAllByRole('checkbox')).toHaveLength(3);
  });
});
