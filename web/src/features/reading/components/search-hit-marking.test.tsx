import type { LessonNotesResult, SecondaryIndexResult } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints, ids, primaryIndex } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { hitWords, markHits, unmarkHits } from './search-hit-marking';

describe('hitWords', () => {
  it('keeps the words to mark, without negations, operators, punctuation or one-letter words', () => {
    expect(hitWords('Heart  failure -acute or "loop diuretics" a')).toEqual(['heart', 'failure', 'loop', 'diuretic']);
    expect(hitWords('')).toEqual([]);
    expect(hitWords(null)).toEqual([]);
    expect(hitWords('%%% !')).toEqual([]);
  });
});

describe('markHits', () => {
  const render = (html: string) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  };

  it('wraps matching words (and words they start) in marks by splitting text nodes, keeping the markup', () => {
    const root = render(
      '<p>Start a loop <strong>diuretic</strong> for heart failure; Failures happen.</p><p>Heartbeat &amp; <a href="/x">failure</a></p>',
    );
    const link = root.querySelector('a')!;
    const marks = markHits(root, hitWords('failure diuretics'));
    expect(marks.map((mark) => mark.textContent)).toEqual(['diuretic', 'failure', 'Failures', 'failure']);
    expect(marks.every((mark) => mark.tagName === 'MARK' && mark.hasAttribute('data-search-hit'))).toBe(true);
    // The elements are the same nodes (not re-parsed HTML), with the hit inside them.
    expect(root.querySelector('a')).toBe(link);
    expect(link.firstElementChild?.tagName).toBe('MARK');
    expect(root.querySelector('strong')!.innerHTML).toBe(
      '<mark data-search-hit="" class="rounded-sm bg-warning/30 px-0.5 text-ink">diuretic</mark>',
    );
    expect(root.textContent).toBe('Start a loop diuretic for heart failure; Failures happen.Heartbeat & failure');
  });

  it('does not match inside words, treats the term as text (no HTML, no regex) and unmarks cleanly', () => {
    const html = '<p>Prefailure is not a hit. ab <em>(x)</em> &lt;b&gt;</p>';
    const root = render(html);
    expect(markHits(root, hitWords('failure'))).toHaveLength(0);
    expect(markHits(root, ['.*', 'a|p'])).toHaveLength(0);
    expect(markHits(root, ['<b>']).map((mark) => mark.textContent)).toEqual(['<b>']);
    expect(root.querySelector('b')).toBeNull();
    unmarkHits(root);
    expect(root.innerHTML).toBe(html);
    expect(root.querySelector('p')!.childNodes).toHaveLength(3);
  });

  it('does not mark twice', () => {
    const root = render('<p>heart heart</p>');
    markHits(root, ['heart']);
    markHits(root, ['heart']);
    expect(root.querySelectorAll('mark')).toHaveLength(2);
    expect(root.querySelector('mark mark')).toBeNull();
  });
});

describe('lesson notes page opened from a search result', () => {
  const lessonID = '0190a3b4-0000-7000-8000-0000000001a1';
  const noteIDs = ['0190a3b4-0000-7000-8000-0000000002b1', '0190a3b4-0000-7000-8000-0000000002b2'] as const;
  const lesson: LessonNotesResult = {
    topicID: ids.heartFailure,
    topicName: 'Heart failure',
    lessonID,
    lessonName: 'Treatment',
    lessonType: 'AUTHOR',
    freeContent: true,
    locked: false,
    notes: [
      {
        noteID: noteIDs[0],
        lessonID,
        noteHeader: 'Diuretics',
        displayOrder: 1,
        locked: false,
        noteContent: '<p>Thyroxine is not a diuretic.</p>',
      },
      {
        noteID: noteIDs[1],
        lessonID,
        noteHeader: 'Thyroid and the heart',
        displayOrder: 2,
        locked: false,
        noteContent: '<p>Check <strong>thyroxine</strong> levels; thyroid disease worsens failure.</p>',
      },
    ],
  };
  const topic: SecondaryIndexResult = {
    topicID: ids.heartFailure,
    topicName: 'Heart failure',
    chapterID: ids.cardiology,
    freeContent: true,
    topicType: 'AUTHOR',
    locked: false,
    lessons: [{ lessonID, lessonName: 'Treatment', lessonType: 'AUTHOR', displayOrder: 1, locked: false, notes: [] }],
  };
  const routes = {
    [endpoints.refresh]: failed(401, 'No session'),
    [endpoints.primaryIndex]: ok(primaryIndex()),
    'POST /api/public/getNotesPublic': ok(lesson),
    'POST /api/public/getSecondaryIndex': ok(topic),
  };

  afterEach(() => {
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('scrolls the linked note into view and marks the hit words in that note only', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    fakeApi(routes);
    renderApp(`/public/lesson/notes?topicID=${ids.heartFailure}&lessonID=${lessonID}&hl=thyro#note-${noteIDs[1]}`);

    const hit = await screen.findByRole('region', { name: 'Thyroid and the heart' });
    await waitFor(() => expect(hit.querySelectorAll('mark[data-search-hit]')).toHaveLength(3));
    expect([...hit.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Thyroid',
      'thyroxine',
      'thyroid',
    ]);
    expect(within(hit).getByText('thyroxine').parentElement?.tagName).toBe('STRONG');
    expect(scrolled).toEqual([hit]);
    // The other note mentions thyroxine too, but it is not the one the result opened.
    expect(screen.getByRole('region', { name: 'Diuretics' }).querySelector('mark')).toBeNull();
  });

  it('without a search term it only scrolls to the note', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    fakeApi(routes);
    renderApp(`/public/lesson/notes?topicID=${ids.heartFailure}&lessonID=${lessonID}#note-${noteIDs[0]}`);
    const note = await screen.findByRole('region', { name: 'Diuretics' });
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1));
    expect(note.querySelector('mark')).toBeNull();
  });
});
