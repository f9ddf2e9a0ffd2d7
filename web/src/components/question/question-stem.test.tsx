import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceCount, QuestionHeader, QuestionStem } from './question-stem';

describe('QuestionHeader', () => {
  it('names the question by its place in the paper and flags it', async () => {
    const user = userEvent.setup();
    const onToggleFlag = vi.fn();
    render(<QuestionHeader questionNo={2} noOfQuestions={5} flagged={false} onToggleFlag={onToggleFlag} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Question 2 of 5' });
    expect(heading.id).toBe('question-title');
    await user.click(screen.getByRole('button', { name: 'Flag' }));
    expect(onToggleFlag).toHaveBeenCalledWith(true);
  });
});

describe('QuestionStem', () => {
  it("shows the author's HTML, images and tables included", () => {
    render(<QuestionStem html='<p>Which <strong>drug</strong>?</p><img src="/x.png" alt="ECG">' />);
    expect(screen.getByText('drug').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'ECG' })).toBeTruthy();
  });

  it('shows nothing for a question without text', () => {
    const { container } = render(<QuestionStem html={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ChoiceCount', () => {
  it('says how many to choose and how many are chosen, then the view’s note, read out politely', () => {
    render(
      <ChoiceCount expected={2} chosen={3} warn>
        {' Too many.'}
      </ChoiceCount>,
    );
    const hint = screen.getByText('Choose 2. 3 chosen. Too many.');
    expect(hint.getAttribute('aria-live')).toBe('polite');
    expect(hint.className).toContain('text-warning');
  });

  it('stays muted without a warning', () => {
    render(<ChoiceCount expected={2} chosen={1} />);
    expect(screen.getByText('Choose 2. 1 chosen.').className).toContain('text-ink-muted');
  });
});
