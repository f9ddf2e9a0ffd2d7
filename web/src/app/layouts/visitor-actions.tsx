import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** Subscribe and Sign in for visitors (spec section 2): in the header on wide screens, in the mobile sidebar. */
export function VisitorActions({ className }: { className?: string }) {
  return (
    <div className={cn('flex gap-2', className)}>
      <Button asChild variant="secondary">
        <Link to={paths.public.register.getHref()}>Subscribe</Link>
      </Button>
      <Button asChild>
        <Link to={paths.login.getHref()}>Sign in</Link>
      </Button>
    </div>
  );
}
