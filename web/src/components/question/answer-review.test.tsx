import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerExplanation, AnswerReview, AnswerVerdict, type MarkedAnswer } from './answer-review';

const marked = (answer: Partial<MarkedAnswer>): MarkedAnswer => ({
  answerStatus: 'CORRECT',
  marks: 1,
  outOf: 1,
  penalty: 0,
  explanation: null,
  ...answer,
});

describe('AnswerReview', () => {
  it('is a status with the verdict, the marks in the view’s unit and the explanation', () => {
    render(
      <AnswerReview answer={marked({ explanation: '<p>Because <em>this</em>.</p>' })} unit="mark(s)">
        <p>How others answered</p>
      </AnswerReview>,
    );
    const status = screen.getByRole('status');
    expect(within(status).getByText('Correct · 1 of 1 mark(s)')).toBeTruthy();
    expect(within(status).getByText('this').tagName).toBe('EM');
    expect(within(status).getByText('How others answered')).toBeTruthy();
    expect(status.className).toContain('border-success');
  });

  it('reads the marks without a unit where the view names none', () => {
    render(<AnswerReview answer={marked({ answerStatus: 'INCORRECT', marks: 0, outOf: 4 })} />);
    expect(screen.getByText('Incorrect · 0 of 4')).toBeTruthy();
    expect(screen.getByRole('status').className).toContain('border-danger');
    expect(screen.queryByText(/Over-selection/)).toBeNull();
  });

  it('names the over-selection penalty, and the options it is for when the view knows them', () => {
    const { rerender } = render(<AnswerReview answer={marked({ penalty: 24.5 })} />);
    expect(screen.getByText('Over-selection penalty: −24.5 points.')).toBeTruthy();
    rerender(<AnswerReview answer={marked({ penalty: 24.5, extraOptions: 1 })} />);
    expect(
      screen.getByText('Over-selection penalty: −24.5 points for 1 option(s) beyond the number asked.'),
    ).toBeTruthy();
  });
});

describe('AnswerVerdict', () => {
  it('colours the line by the verdict and keeps its mark out of the accessible text', () => {
    render(<AnswerVerdict correct={false}>Incorrect</AnswerVerdict>);
    const line = screen.getByText('Incorrect');
    expect(line.className).toContain('text-danger');
    expect(line.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('AnswerExplanation', () => {
  it('shows nothing without an explanation', () => {
    const { container } = render(<AnswerExplanation html={null} />);
    expect(container.innerHTML).toBe('');
  });
});
