import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type EditRemoveButtonsProps = {
  /** The item's name in the accessible names: "Edit Question 2", "Remove Question 2". */
  name: string;
  onEdit: () => void;
  onRemove: () => void;
  /** Shows "Edit" and "Remove" as tooltips too (the KFP case's questions do). */
  withTitles?: boolean;
};

/** The Edit and Remove icon buttons of a question's sub-item (an extended-match or KFP case question). */
export function EditRemoveButtons({ name, onEdit, onRemove, withTitles = false }: EditRemoveButtonsProps) {
  const actions = [
    { verb: 'Edit', Icon: Pencil, onClick: onEdit },
    { verb: 'Remove', Icon: Trash2, onClick: onRemove },
  ];
  return actions.map(({ verb, Icon, onClick }) => (
    <Button
      key={verb}
      variant="ghost"
      size="icon-sm"
      aria-label={`${verb} ${name}`}
      title={withTitles ? verb : undefined}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  ));
}
