import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
// Mantine's base sheets; each component's own sheet comes with the chunk that renders it
// (vite/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './styles.css';
import { AppProviders } from './app/providers.tsx';
import { createRouter, routes } from './app/router.tsx';
import { pagesIn } from './app/routes/lazy-page.tsx';
import { storedLocale } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** The data a server-rendered page was rendered with (see apps/api/src/plugins/web.ts). */
function serverQueries(): DehydratedState | null {
  const script = document.getElementById('ssr-queries');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

/** Loads the code of the current page before the first render, as the server did. */
async function preloadCurrentPage() {
  const matches = matchRoutes(routes, window.location.pathname) ?? [];
  await Promise.all(
    matches.flatMap((match) => pagesIn(match.route.element)).map((page) => page.preload()),
  );
}

/**
 * Marks the page as the app's once hydrated: until then public/boot.js holds back its forms and
 * fields, and styles.css its controls. It wraps the app rather than sitting beside it: React's
 * ids (useId) follow the tree's branches, and the app's tree must branch as the server's does
 * (entry-server.tsx) for the ids the server wrote to be the ones the browser computes.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    for (const field of document.querySelectorAll<HTMLInputElement>('[data-held]')) {
      field.readOnly = false;
      field.removeAttribute('data-held');
    }
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}

async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <MarkHydrated>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createRouter()} />
        </AppProviders>
      </MarkHydrated>
    </StrictMode>
  );
  // A page the server rendered in the visitor's language is taken over as it is (hydrated);
  // one rendered in another language (local storage says otherwise) is drawn anew.
  const queries = serverQueries();
  if (queries && container.dataset.ssr === storedLocale()) {
    hydrate(queryClient, queries);
    await preloadCurrentPage().catch(() => undefined);
    // As a transition, React hydrates in slices and lets the browser answer a tap between
    // them: the page is already on screen, so nothing waits for it, and no long task blocks
    // the phone's main thread.
    startTransition(() => {
      hydrateRoot(container, app, {
        // A page that differs from the server's is drawn anew by React; say where, to fix it.
        onRecoverableError: (error, info) =>
          console.error(
            '[teklifal] the page differed from the server’s',
            error,
            info.componentStack,
          ),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

void start(root);
