import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/brand';
import { cn } from '@/lib/cn';

export function Logo({ to, className }: { to: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg font-semibold tracking-tight text-ink',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-accent text-on-accent">
        <BookOpen className="size-4" aria-hidden="true" />
      </span>
      <span className="text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
