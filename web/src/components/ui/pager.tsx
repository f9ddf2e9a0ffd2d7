import { Button } from './button';

type PagerProps = {
  /** Names the navigation "<label> pages". */
  label: string;
  /** Zero-based, as the paged calls count. */
  page: number;
  /** Records on a full page, as the paged call was asked for. */
  pageSize: number;
  /** All records across the pages, shown as "· N in all". */
  total: number;
  onPage: (page: number) => void;
};

/**
 * Previous page / "Page N of M · T in all" / Next page under a paged list (page numbers shown from 1).
 * Renders nothing when everything fits on one page.
 */
export function Pager({ label, page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex items-center justify-between gap-3 text-sm">
      <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="text-ink-muted tabular-nums">
        Page {page + 1} of {pages} · {total} in all
      </span>
      <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
