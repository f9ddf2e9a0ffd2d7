import { useState } from 'react';

export type QuestionEditorKind = 'KFP' | 'AKT' | 'MSQ';

/** One local-storage key per editor (spec section 2). */
export const rememberedTopicKeys: Record<QuestionEditorKind, string> = {
  KFP: 'notebook.admin.kfp-questions.topicID',
  AKT: 'notebook.admin.akt-questions.topicID',
  MSQ: 'notebook.admin.kfp-msq-questions.topicID',
};

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, topicID: string | null): void {
  try {
    if (topicID) window.localStorage.setItem(key, topicID);
    else window.localStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); the editor still works without remembering.
  }
}

/** The editor's selected topic, read from local storage on entry and stored on every selection. */
export function useRememberedTopic(kind: QuestionEditorKind) {
  const key = rememberedTopicKeys[kind];
  const [topicID, setTopicID] = useState<string | null>(() => read(key));
  const select = (next: string | null) => {
    write(key, next);
    setTopicID(next);
  };
  return [topicID, select] as const;
}
