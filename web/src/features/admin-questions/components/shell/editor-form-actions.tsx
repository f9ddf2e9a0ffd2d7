import { Button } from '@/components/ui/button';
import { SaveBlockedHint, SubmitButton } from '@/components/ui/form';
import { cn } from '@/lib/cn';

type EditorFormActionsProps = {
  onCancel: () => void;
  /** A rule above the buttons (the full editor forms; not the small forms inside a view). */
  divided?: boolean;
};

/** Cancel and Save under a question editor's form, with what still blocks Save beside them. */
export function EditorFormActions({ onCancel, divided = true }: EditorFormActionsProps) {
  return (
    <div className={cn('flex flex-wrap justify-end gap-2', divided && 'border-t border-line pt-4')}>
      <SaveBlockedHint className="mr-auto self-center" />
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton />
    </div>
  );
}
