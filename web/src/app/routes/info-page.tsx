import { PageHeader } from '@/components/ui/page-header';

/** A screen that later work fills in: its title and what it is for, so the route never breaks. */
export function InfoPage({ title, description }: { title: string; description: string }) {
  return (
    <section>
      <PageHeader title={title} description={description} />
    </section>
  );
}
