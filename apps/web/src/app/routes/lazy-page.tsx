import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

/**
 * A page whose code loads when it is first opened, with the page loader meanwhile: the public
 * pages and sign-in stay in the first download, the working screens (ads, bids, orders, chat,
 * dashboard chart, back office) come in chunks of their own. Typed as the module's export.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  function LazyPage(props: object) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage as Module[Name];
}
