import { Messages } from '@notebook/contracts';
import { StatusPage } from './not-found';

export function ServerErrorPage() {
  return <StatusPage code="500" title="Something went wrong" message={Messages.contactAdministrator} />;
}
