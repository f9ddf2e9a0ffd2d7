import { useEffect, useEffectEvent } from 'react';

export type QuestionKeyActions = {
  questionNo: number;
  noOfQuestions: number;
  /** How many options the keys may choose among; 0 while keys may not choose (locked, extended match). */
  choosableOptions: number;
  choose: (optionIndex: number) => void;
  toggleFlag: () => void;
  move: (questionNo: number) => void;
};

/** The keys as the navigator's hint names them. */
export const questionKeysHint = 'Keys: 1–9 or A–Z choose, Shift+F flags, ← → move.';

/**
 * The question's keys: 1–9 or A–Z choose an option, Shift+F flags (F alone chooses option F, as a
 * question may have six options or more), ← → move. They work wherever the
 * focus is (after a dialog closes it is on the page itself), except while typing in a field or a
 * select, or in an open dialog. Radios and checkboxes are not typing: 1–9 still choose there.
 */
export function useQuestionKeys(actions: QuestionKeyActions) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (act(event, actions)) event.preventDefault();
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !isShortcutTarget(event.target))
        return;
      onKey(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** Runs what the key means here; false when it means nothing (the browser then does its own thing). */
function act(
  { key, shiftKey }: Pick<KeyboardEvent, 'key' | 'shiftKey'>,
  { questionNo, noOfQuestions, choosableOptions, choose, toggleFlag, move }: QuestionKeyActions,
) {
  const upper = key.toUpperCase();
  const index = optionIndexOfKey(upper);
  if (upper === 'F' && shiftKey) toggleFlag();
  else if (key === 'ArrowLeft' && questionNo > 1) move(questionNo - 1);
  else if (key === 'ArrowRight' && questionNo < noOfQuestions) move(questionNo + 1);
  else if (index >= 0 && index < choosableOptions) choose(index);
  else return false;
  return true;
}

function optionIndexOfKey(upperKey: string): number {
  if (/^[1-9]$/.test(upperKey)) return Number(upperKey) - 1;
  if (/^[A-Z]$/.test(upperKey)) return upperKey.charCodeAt(0) - 65;
  return -1;
}

function isShortcutTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  if (target.closest('[role="dialog"], [role="alertdialog"]') || target.isContentEditable) return false;
  if (target instanceof HTMLInputElement) return target.type === 'radio' || target.type === 'checkbox';
  return !(target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement);
}
