/**
 * Where the reader left off: the last lesson opened and how far down it they had scrolled, kept in
 * localStorage so it survives a reload or a new visit on the same device. Nothing here is private
 * (ids, a lesson name and a number), and a broken or foreign value is simply ignored.
 */
export type ReadingPosition = {
  topicID: string;
  topicName: string;
  lessonID: string;
  lessonName: string;
  scrollY: number;
  savedAt: number;
};

export const READING_POSITION_KEY = 'notebook.reading.position.v1';

export function loadReadingPosition(): ReadingPosition | null {
  try {
    const raw = window.localStorage.getItem(READING_POSITION_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!isPosition(value)) return null;
    return value;
  } catch {
    return null;
  }
}

export function saveReadingPosition(position: Omit<ReadingPosition, 'savedAt'>): void {
  try {
    window.localStorage.setItem(READING_POSITION_KEY, JSON.stringify({ ...position, savedAt: Date.now() }));
  } catch {
    // Storage full or disabled (private mode): reading still works, it just is not remembered.
  }
}

function isPosition(value: unknown): value is ReadingPosition {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.topicID === 'string' &&
    typeof record.topicName === 'string' &&
    typeof record.lessonID === 'string' &&
    typeof record.lessonName === 'string' &&
    typeof record.scrollY === 'number' &&
    Number.isFinite(record.scrollY) &&
    typeof record.savedAt === 'number'
  );
}
