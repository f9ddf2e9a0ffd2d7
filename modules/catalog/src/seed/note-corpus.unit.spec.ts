import { curriculum } from './curriculum';
import { LESSONS, notesFor } from './note-corpus';

test('the demo curriculum has 3 groups, 12 chapters and 150 topics', () => {
  const chapters = curriculum.flatMap((group) => group.chapters);
  expect(curriculum).toHaveLength(3);
  expect(chapters).toHaveLength(12);
  expect(chapters.flatMap((chapter) => chapter.topics)).toHaveLength(150);
  expect(new Set(chapters.flatMap((chapter) => chapter.topics)).size).toBe(150);
});

test('each topic gets 600+ lessons in all and over 7,000 notes, the same on every run', () => {
  const topics = curriculum.flatMap((group) => group.chapters.flatMap((chapter) => chapter.topics));
  const notes = topics.flatMap((topic, index) => LESSONS.flatMap((lesson) => notesFor(topic, lesson, index)));
  expect(topics.length * LESSONS.length).toBeGreaterThanOrEqual(600);
  expect(notes.length).toBeGreaterThanOrEqual(7000);
  expect(notesFor('Gout', 'Management in general practice', 7)).toEqual(
    notesFor('Gout', 'Management in general practice', 7),
  );
  expect(notes[0]!.noteContent).toMatch(/^<p>.*hypertension in adults.*<\/ul>/);
});
