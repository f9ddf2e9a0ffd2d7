import { Privileges, hasPrivilege } from '@notebook/contracts';
import { useLoggedInUser } from '@/lib/auth-store';

export type CatalogPermissions = {
  addGroup: boolean;
  editGroup: boolean;
  reorderGroups: boolean;
  addChapter: boolean;
  editChapter: boolean;
  toggleChapter: boolean;
  reorderChapters: boolean;
  addTopic: boolean;
  editTopic: boolean;
  toggleTopic: boolean;
  reorderTopics: boolean;
  moveTopic: boolean;
};

const NONE: CatalogPermissions = {
  addGroup: false,
  editGroup: false,
  reorderGroups: false,
  addChapter: false,
  editChapter: false,
  toggleChapter: false,
  reorderChapters: false,
  addTopic: false,
  editTopic: false,
  toggleTopic: false,
  reorderTopics: false,
  moveTopic: false,
};

/** Which catalog controls to offer; the server checks the same privileges on every call. */
export function useCatalogPermissions(readOnly: boolean): CatalogPermissions {
  const user = useLoggedInUser();
  if (readOnly || !user) return NONE;
  const held = (code: string) => hasPrivilege(user.privileges, code);
  return {
    addGroup: held(Privileges.chapterGroup.add),
    // Chapter groups have no status privilege of their own; changing status is an update.
    editGroup: held(Privileges.chapterGroup.update),
    reorderGroups: held(Privileges.chapterGroup.displayOrder),
    addChapter: held(Privileges.chapter.add),
    editChapter: held(Privileges.chapter.update),
    toggleChapter: held(Privileges.chapter.status),
    reorderChapters: held(Privileges.chapter.move),
    addTopic: held(Privileges.topic.add),
    editTopic: held(Privileges.topic.update),
    toggleTopic: held(Privileges.topic.status),
    reorderTopics: held(Privileges.topic.move),
    // The server guards moveTopic with the same code as the topic order.
    moveTopic: held(Privileges.topic.move),
  };
}
