import type { LoggedInUser } from '@notebook/contracts';

export function initialsOf(user: LoggedInUser): string {
  const initials = `${user.user.firstName.charAt(0)}${user.user.lastName.charAt(0)}`.trim();
  return (initials || user.user.email.charAt(0)).toUpperCase();
}

export function UserAvatar({ user }: { user: LoggedInUser }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-8 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent-strong"
    >
      {initialsOf(user)}
    </span>
  );
}
