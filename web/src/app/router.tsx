import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
import { savedIntents } from '@/lib/saved-intents';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ADMIN_ONLY } from './guards/access';
import { RequireAccess } from './guards/require-access';
import { InfoPage } from './routes/info-page';
import { LoginPage } from './routes/auth/login';
import { NotFoundPage } from './routes/not-found';
import { publicPages, type PublicPage } from './routes/public/public-pages';
import { ServerErrorPage } from './routes/server-error';

/** The admin area is its own chunk: readers never download it. */
const AdminApp = lazy(() => import('./routes/admin/admin-app'));
/** Not the first page (`/` opens the sign-in): the home page's sections and the OAuth landing load when visited. */
const PublicHomePage = lazy(() =>
  import('./routes/public/home').then((module) => ({ default: module.PublicHomePage })),
);
const OAuth2RedirectPage = lazy(() =>
  import('./routes/auth/oauth2-redirect').then((module) => ({ default: module.OAuth2RedirectPage })),
);

/**
 * The reader's shell (header, indexes, search, study controls) loads with the first reader page, not
 * with the sign-in page every visit starts at: it stays out of the first load (scripts/web-size-budget.js).
 */
const LazyReaderLayout = lazy(() =>
  import('./layouts/reader-layout').then((module) => ({ default: module.ReaderLayout })),
);

const FocusLayout = lazy(() => import('./layouts/focus-layout').then((module) => ({ default: module.FocusLayout })));

function ReaderLayout({ variant }: { variant: 'indexed' | 'plain' | 'header-only' }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyReaderLayout variant={variant} />
    </Suspense>
  );
}

/** A lazily loaded screen, with the page spinner while its chunk arrives. */
function withSpinner(Screen: ComponentType) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Screen />
    </Suspense>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every page starts at the top, Back restores the old position, and #section links scroll there. A
 * referral link (`?ref=<referralUUID>` on any page) is kept until the visitor registers or signs in.
 */
function RootRoute() {
  const [searchParams] = useSearchParams();
  const referral = searchParams.get('ref');
  useEffect(() => {
    if (referral && UUID.test(referral)) savedIntents.saveReferral(referral);
  }, [referral]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

function publicRoute(page: PublicPage): RouteObject {
  const screen = page.screen ? (
    <Suspense fallback={<PageSpinner />}>
      <page.screen />
    </Suspense>
  ) : (
    <InfoPage title={page.title} description={page.description} />
  );
  return {
    path: page.path,
    element: page.access ? <RequireAccess access={page.access}>{screen}</RequireAccess> : screen,
  };
}

const pagesWithLayout = (layout: PublicPage['layout']) =>
  publicPages.filter((page) => page.layout === layout).map(publicRoute);

/** The route tree of spec section 2; tests mount the same tree in a memory router. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <ServerErrorPage />,
      children: [
        { path: paths.root.path, element: <Navigate to={paths.login.getHref()} replace /> },
        { path: paths.login.path, element: <LoginPage /> },
        { path: paths.oauth2Redirect.path, element: withSpinner(OAuth2RedirectPage) },
        { path: paths.notFound.path, element: <NotFoundPage /> },
        { path: paths.serverError.path, element: <ServerErrorPage /> },
        {
          path: `${paths.admin.root.path}/*`,
          element: (
            <RequireAccess access={ADMIN_ONLY}>
              <Suspense fallback={<PageSpinner />}>
                <AdminApp />
              </Suspense>
            </RequireAccess>
          ),
        },
        {
          element: <ReaderLayout variant="indexed" />,
          children: [
            { path: paths.public.home.path, element: withSpinner(PublicHomePage) },
            ...pagesWithLayout('indexed'),
          ],
        },
        { element: <ReaderLayout variant="plain" />, children: pagesWithLayout('plain') },
        { element: <ReaderLayout variant="header-only" />, children: pagesWithLayout('header-only') },
        { element: withSpinner(FocusLayout), children: pagesWithLayout('focus') },
        { path: '*', element: <Navigate to={paths.notFound.getHref()} replace /> },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(createAppRoutes());
}
