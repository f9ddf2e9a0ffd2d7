import { Messages } from '@notebook/contracts';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/**
 * The reader's notification bell. The list is empty until the paged notification call and the live
 * socket push are wired in; its height and empty text already follow spec section 2.
 */
export function NotificationBell() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications">
          <Bell aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-80">
        <DropdownMenuLabel className="text-sm font-semibold text-ink">Notifications</DropdownMenuLabel>
        <div className="max-h-[375px] overflow-y-auto px-3 py-6 text-center text-sm text-ink-muted">
          {Messages.noNotificationsFound}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
