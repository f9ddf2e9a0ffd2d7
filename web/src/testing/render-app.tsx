import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app';
import { createAppRoutes } from '@/app/router';

/** Mounts the whole app (providers, session restore, guards, layouts) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  render(<App router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, user, location };
}
