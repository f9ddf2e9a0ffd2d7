import { hasPrivilege } from '@notebook/contracts';
import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useLoggedInUser } from '@/lib/auth-store';
import { adminNavSections } from './admin-nav-items';

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const user = useLoggedInUser();
  const held = user?.privileges ?? [];
  const visibleSections = adminNavSections
    .map((section) => ({ ...section, items: section.items.filter((item) => hasPrivilege(held, item.privileges)) }))
    .filter((section) => section.items.length > 0);

  return (
    <nav aria-label="Admin" className="flex flex-col gap-5 text-sm">
      {visibleSections.map((section, sectionIndex) => (
        <div key={section.title ?? sectionIndex} className="flex flex-col gap-0.5">
          {section.title && (
            <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-ink-faint uppercase">{section.title}</p>
          )}
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center justify-between gap-2 rounded-lg px-3 py-1.5 transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
                      isActive
                        ? 'bg-accent-soft font-medium text-accent-strong'
                        : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                    )
                  }
                >
                  {item.label}
                  {item.Badge && <item.Badge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
