import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExtendedMatch } from './extended-match-select';

const options = [
  { answerID: 'a1', answer: '<p>Gout</p>' },
  { answerID: 'a2', answer: '<p><strong>Septic</strong> arthritis</p>' },
];
const subQuestions = [
  { subQuestionID: 's1', question: '<p>A hot toe after a feast</p>' },
  { subQuestionID: 's2', question: '<p>A hot knee with a fever</p>' },
];

function renderMatch(overrides: Partial<Parameters<typeof ExtendedMatch>[0]> = {}) {
  const onChoose = vi.fn();
  render(
    <ExtendedMatch
      subQuestions={subQuestions}
      options={options}
      chosen={{}}
      correctSubAnswers={null}
      locked={false}
      onChoose={onChoose}
      {...overrides}
    />,
  );
  return { onChoose, selects: screen.getAllByRole('combobox', { name: 'Your answer' }) as HTMLSelectElement[] };
}

describe('ExtendedMatch', () => {
  it('shows each sub-question with a select of the lettered options, as plain text', () => {
    const { selects } = renderMatch();
    expect(screen.getByText('A hot toe after a feast')).toBeTruthy();
    expect(selects).toHaveLength(2);
    expect([...selects[0]!.options].map((option) => option.textContent)).toEqual([
      'Choose an option',
      'A. Gout',
      'B. Septic arthritis',
    ]);
    expect(selects[0]!.value).toBe('');
  });

  it('reports the option chosen for a sub-question, and going back to none', async () => {
    const user = userEvent.setup();
    const { onChoose, selects } = renderMatch({ chosen: { s1: 'a1' } });
    await user.selectOptions(selects[1]!, 'B. Septic arthritis');
    expect(onChoose).toHaveBeenLastCalledWith('s2', 'a2');
    await user.selectOptions(selects[0]!, 'Choose an option');
    expect(onChoose).toHaveBeenLastCalledWith('s1', '');
  });

  it('reaches the selects in order with Tab', async () => {
    const user = userEvent.setup();
    const { selects } = renderMatch();
    await user.tab();
    expect(document.activeElement).toBe(selects[0]);
    await user.tab();
    expect(document.activeElement).toBe(selects[1]);
  });

  it('shows the chosen options and locks them when asked', () => {
    const { selects } = renderMatch({ chosen: { s1: 'a2' }, locked: true });
    expect(selects[0]!.value).toBe('a2');
    expect(selects.every((select) => select.disabled)).toBe(true);
  });

  it('once marked, says Correct under a right choice and names the correct letter under a wrong one', () => {
    renderMatch({
      chosen: { s1: 'a1', s2: 'a1' },
      correctSubAnswers: [
        { subQuestionID: 's1', answerID: 'a1' },
        { subQuestionID: 's2', answerID: 'a2' },
      ],
      locked: true,
    });
    expect(screen.getByText('Correct')).toBeTruthy();
    expect(screen.getByText('Correct answer: B')).toBeTruthy();
  });

  it('shows nothing of the marking before it is out', () => {
    renderMatch({ chosen: { s1: 'a1' } });
    expect(screen.queryByText(/^Correct/)).toBeNull();
  });
});
