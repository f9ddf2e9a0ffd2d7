import { HeaderSearchBox } from '@/features/search/components/header-search-box';

/** The header search box with its result dropdown (features/search). */
export function HeaderSearch({ focusOnOpen = false }: { focusOnOpen?: boolean }) {
  return <HeaderSearchBox focusOnOpen={focusOnOpen} />;
}
