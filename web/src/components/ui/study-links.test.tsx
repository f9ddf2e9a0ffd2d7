import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PracticeKinds, StudyLinks } from './study-links';

describe('study links', () => {
  it('puts the three kinds of practice one click apart and marks the open one', () => {
    render(
      <MemoryRouter initialEntries={['/public/msq-questions']}>
        <PracticeKinds />
      </MemoryRouter>,
    );
    const kinds = screen.getByRole('navigation', { name: 'Practice' });
    const hrefs = within(kinds)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);
    expect(hrefs).toEqual([
      ['AKT', '/public/akt-questions', null],
      ['KFP(MSQ)', '/public/msq-questions', 'page'],
      ['KFP cases', '/public/kfp-questions', null],
    ]);
  });

  it('counts a KFP case page as Practice in the header', () => {
    render(
      <MemoryRouter initialEntries={['/public/kfp-questions']}>
        <StudyLinks layout="row" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Practice' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Mock exams' }).getAttribute('aria-current')).toBeNull();
  });

  it('puts today’s review between practice and mock exams, current on its page', () => {
    render(
      <MemoryRouter initialEntries={['/public/review']}>
        <StudyLinks layout="column" />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Study' })).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Practice', '/public/akt-questions', null],
      ['Review', '/public/review', 'page'],
      ['Mock exams', '/public/mock-exams', null],
    ]);
  });
});
