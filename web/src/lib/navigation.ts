/**
 * Lets non-React code (the http client's auto-logout) navigate through the app's router.
 * The router registers itself at start-up; before that a full page load is the fallback.
 */
export type Navigator = {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Path plus query string of the page being shown. */
  currentPath: () => string;
};

let registered: Navigator | null = null;

export function registerNavigator(navigator: Navigator): () => void {
  registered = navigator;
  return () => {
    if (registered === navigator) registered = null;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (registered) registered.navigate(to, options);
  else window.location.assign(to);
}

export function currentPath(): string {
  return registered ? registered.currentPath() : `${window.location.pathname}${window.location.search}`;
}
