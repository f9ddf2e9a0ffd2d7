import type { NoteAnnotation } from '@notebook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { ids } from '@/testing/fixtures';
import {
  diagnosisNotes,
  diagnosisNotesHref,
  keyPointsNote,
  keyPointsNoteID as noteID,
  readingCalls,
  subscribedReaderOnHeartFailure,
} from '@/testing/reading-fixtures';
import { renderApp } from '@/testing/render-app';
import { anchorHighlight } from './highlight-anchoring';

const lessonID = ids.diagnosisLesson;
const calls = {
  notes: readingCalls.lessonNotes,
  annotations: readingCalls.annotations,
  add: 'POST /api/reader/addReaderNoteAnnotation',
  update: 'POST /api/reader/updateReaderNoteAnnotation',
} as const;
const html = '<p>Start a <strong>loop diuretic</strong> for fluid overload.</p><p>Check potassium daily.</p>';
// Rendered text: "Start a loop diuretic for fluid overload.Check potassium daily."

const lesson = () => diagnosisNotes([keyPointsNote(html)]);

const annotation = (overrides: Partial<NoteAnnotation> = {}): NoteAnnotation => ({
  annotationID: '0190a3b4-0000-7000-8000-0000000004a1',
  noteID,
  startOffset: 8,
  endOffset: 21,
  quote: 'loop diuretic',
  prefix: 'Start a ',
  suffix: ' for fluid overload.Check potassium daily.',
  colour: 'green',
  comment: 'first line',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const reader = (annotations: NoteAnnotation[][]) => ({
  ...subscribedReaderOnHeartFailure(),
  [calls.notes]: ok(lesson()),
  [calls.annotations]: annotations.map((list) => ok(list)),
});

describe('highlights on notes', () => {
  it('paints stored highlights at their offsets, and opens one to change its colour', async () => {
    const api = fakeApi({
      ...reader([[annotation()], [annotation({ colour: 'pink' })]]),
      [calls.update]: ok(annotation({ colour: 'pink' })),
    });
    const { user } = renderApp(diagnosisNotesHref);

    const mark = await screen.findByRole('button', { name: /Highlight \(green\): first line$/ });
    expect(mark.tagName).toBe('MARK');
    expect(mark.textContent).toBe('loop diuretic');
    expect(api.callsTo(calls.annotations)[0]?.body).toEqual({ lessonID });

    await user.click(mark);
    const toolbar = await screen.findByRole('toolbar', { name: 'Highlight' });
    expect(within(toolbar).getByRole('button', { name: 'Green' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(toolbar).getByRole('button', { name: 'Pink' }));
    await waitFor(() =>
      expect(api.callsTo(calls.update)[0]?.body).toEqual({
        annotationID: annotation().annotationID,
        colour: 'pink',
        comment: 'first line',
      }),
    );
    expect(await screen.findByRole('button', { name: /Highlight \(pink\): first line$/ })).toBeTruthy();
  });

  it('highlights a selection with a colour and a comment, sending offsets, quote and context', async () => {
    const api = fakeApi({
      ...reader([
        [],
        [annotation({ startOffset: 41, endOffset: 56, quote: 'Check potassium', colour: 'yellow', comment: 'K+' })],
      ]),
      [calls.add]: ok(annotation()),
    });
    const { user } = renderApp(diagnosisNotesHref);

    const content = await screen.findByTestId('note-content');
    await waitFor(() => expect(api.callsTo(calls.annotations)).toHaveLength(1));
    const text = within(content).getByText(/Check potassium/).firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 'Check potassium '.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    fireEvent.mouseUp(content);

    const toolbar = await screen.findByRole('toolbar', { name: 'Highlight' });
    expect(toolbar.textContent).toContain('“Check potassium”');
    await user.type(within(toolbar).getByLabelText('Comment (optional)'), 'K+');
    await user.click(within(toolbar).getByRole('button', { name: 'Yellow' }));

    await waitFor(() =>
      expect(api.callsTo(calls.add)[0]?.body).toEqual({
        noteID,
        startOffset: 41,
        endOffset: 56,
        quote: 'Check potassium',
        prefix: 'Start a loop diuretic for fluid overload.',
        suffix: ' daily.',
        colour: 'yellow',
        comment: 'K+',
      }),
    );
    expect((await screen.findByRole('button', { name: /Highlight \(yellow\): K\+$/ })).textContent).toBe(
      'Check potassium',
    );
    expect(screen.queryByRole('toolbar', { name: 'Highlight' })).toBeNull();
  });
});

describe('anchoring', () => {
  const text = 'Check potassium. Then check potassium again.';
  /** The second 'check potassium' of `text`, as stored. */
  const secondCheck = { startOffset: 22, endOffset: 37, quote: 'check potassium', prefix: 'Then ', suffix: ' again.' };
  it('asks for the highlights once for the whole lesson, and paints each on its own note', async () => {
    const notes = [1, 2, 3].map((index) => ({
      noteID: `0190a3b4-0000-7000-8000-0000000002c${index}`,
      lessonID,
      noteHeader: `Note ${index}`,
      displayOrder: index,
      locked: false,
      noteContent: html,
    }));
    const api = fakeApi({
      ...reader([
        [
          annotation({ noteID: notes[1]!.noteID }),
          annotation({
            annotationID: '0190a3b4-0000-7000-8000-0000000004a2',
            noteID: notes[2]!.noteID,
            colour: 'blue',
          }),
        ],
      ]),
      [calls.notes]: ok({ ...lesson(), notes }),
    });
    renderApp(diagnosisNotesHref);

    const green = await screen.findByRole('button', { name: /Highlight \(green\): first line$/ });
    const blue = await screen.findByRole('button', { name: /Highlight \(blue\): first line$/ });
    expect(green.closest('section')?.textContent).toContain('Note 2');
    expect(blue.closest('section')?.textContent).toContain('Note 3');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo(calls.annotations)).toHaveLength(1);
  });

  it('keeps the stored offsets when the quote is still there', () => {
    expect(anchorHighlight(text, secondCheck)).toEqual({
      startOffset: 22,
      endOffset: 37,
    });
  });
  it('re-finds a shifted quote by its context, and drops a vanished one', () => {
    const edited = `Note: ${text}`;
    expect(anchorHighlight(edited, secondCheck)).toEqual({
      startOffset: 28,
      endOffset: 43,
    });
    expect(
      anchorHighlight(edited, { startOffset: 0, endOffset: 5, quote: 'sodium', prefix: '', suffix: '' }),
    ).toBeNull();
  });
});
