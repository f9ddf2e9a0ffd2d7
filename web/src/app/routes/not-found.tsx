import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function StatusPage({ code, title, message }: { code: string; title: string; message: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-canvas px-6 text-center">
      <p className="text-sm font-semibold tracking-widest text-accent">{code}</p>
      <h1 className="text-3xl font-semibold tracking-tight text-ink">{title}</h1>
      <p className="max-w-md text-ink-muted">{message}</p>
      <Button asChild variant="secondary" className="mt-2">
        <Link to={paths.public.home.getHref()}>Go to the home page</Link>
      </Button>
    </main>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage code="404" title="Page not found" message="The page you are looking for does not exist or has moved." />
  );
}
