import {
  Children,
  isValidElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

/** A lazily loaded page that can be loaded ahead of its first render. */
export interface PreloadablePage {
  /** Loads the page's code; once done, the page renders without suspending. */
  preload(): Promise<void>;
  /**
   * The page's source module as the build's manifest names it ('src/app/routes/…'), known once
   * loaded in the server's build (vite/ssr-module-ids.ts): the server links its chunk and
   * stylesheets in the page's head.
   */
  moduleId(): string | undefined;
}

export const isPreloadablePage = (value: unknown): value is PreloadablePage =>
  typeof value === 'function' && 'preload' in value && typeof value.preload === 'function';

/**
 * A page whose code loads when it is first opened, with the page loader meanwhile: the public
 * pages and sign-in stay in the first download, the working screens (ads, bids, orders, chat,
 * dashboard chart, back office) come in chunks of their own. Typed as the module's export.
 *
 * A preloaded page renders at once: the server renders public pages with their code loaded,
 * and the browser loads the same code before it hydrates them (main.tsx), so the first render
 * matches the server's HTML instead of showing the loader over it.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] {
  let loaded: ComponentType<object> | undefined;
  let loadedModuleId: string | undefined;
  const loadPage = async () => {
    const module = await load();
    loaded = module[name] as ComponentType<object>;
    const id = (module as { __moduleId?: unknown }).__moduleId;
    if (typeof id === 'string') loadedModuleId = id;
    return { default: loaded };
  };
  const Page = lazy(loadPage);
  function LazyPage(props: object) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the page and lose its state.
    const [Loaded] = useState<ComponentType<object>>(() => loaded ?? Page);
    return (
      <Suspense fallback={<PageLoader />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  const preloadable: PreloadablePage = {
    preload: async () => {
      if (!loaded) await loadPage();
    },
    moduleId: () => loadedModuleId,
  };
  return Object.assign(LazyPage, preloadable) as Module[Name];
}

/**
 * The lazy pages in a route's element, outermost first: the element's own and those of its
 * children (a guard around a page). The router, the browser's first render and the server load
 * a location's pages together from this.
 */
export function pagesIn(node: ReactNode): PreloadablePage[] {
  if (!isValidElement(node)) return [];
  const own = isPreloadablePage(node.type) ? [node.type] : [];
  const children = Children.toArray((node.props as { children?: ReactNode }).children);
  return [...own, ...children.flatMap(pagesIn)];
}
