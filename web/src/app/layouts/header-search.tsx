import { Messages } from '@notebook/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';

/** The header search box; Enter opens the search page for the trimmed term. */
export function HeaderSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const searchKey = term.trim();
        if (searchKey) navigate(paths.public.search.getHref(searchKey));
      }}
    >
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-faint" aria-hidden="true" />
      <Input
        type="search"
        aria-label="Search notes"
        placeholder={Messages.searchPlaceholder}
        value={term}
        autoFocus={autoFocus}
        onChange={(event) => setTerm(event.target.value)}
        className="rounded-full bg-surface-muted pl-9"
      />
    </form>
  );
}
