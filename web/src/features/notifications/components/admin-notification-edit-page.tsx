import { useNavigate, useSearchParams } from 'react-router-dom';
import { BackLink, QueryView } from '@/components/ui/admin-list';
import { PageHeader } from '@/components/ui/page-header';
import { useNotification } from '../api/admin-notification-calls';
import { NotificationFormCard } from './notification-form';
import { listHref } from './notification-format';

/** /admin/notification/add-edit, ?notificationID=… to revise one not sent yet. */
export function AdminNotificationEditPage({ title, description }: { title: string; description: string }) {
  const [searchParams] = useSearchParams();
  const notificationID = searchParams.get('notificationID');
  const notification = useNotification(notificationID);
  const navigate = useNavigate();
  const backToList = () => navigate(listHref);
  return (
    <section className="flex max-w-4xl flex-col gap-4">
      <BackLink to={listHref}>Notifications</BackLink>
      <PageHeader title={title} description={description} />
      {notificationID ? (
        <QueryView query={notification}>
          {(found) => <NotificationFormCard notification={found} onSaved={backToList} />}
        </QueryView>
      ) : (
        <NotificationFormCard onSaved={backToList} />
      )}
    </section>
  );
}
