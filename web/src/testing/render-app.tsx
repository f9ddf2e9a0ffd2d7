import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app';
import { createAppRoutes } from '@/app/router';
import { SESSION_HINT_KEY } from '@/lib/auth-store';

/**
 * Mounts the whole app (providers, session restore, guards, layouts) at `path`, in a browser that
 * signed in before (so the page load asks for the session, as the fake API answers it) unless
 * `neverSignedIn`.
 */
export function renderApp(path: string, options: { neverSignedIn?: boolean } = {}) {
  if (options.neverSignedIn) window.localStorage.removeItem(SESSION_HINT_KEY);
  else window.localStorage.setItem(SESSION_HINT_KEY, '1');
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  render(<App router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, user, location };
}
