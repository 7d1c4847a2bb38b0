import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Link, useSearchParams } from 'react-router';
import { renderRoutes, resetApp } from '../test/render.tsx';
import { SearchInput } from './search-input.tsx';

afterEach(resetApp);

function ListPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <SearchInput
        label="Ara"
        value={params.get('q') ?? ''}
        onSearch={(q) => setParams(q ? { q } : {})}
      />
      <Link to="/detail">Ayrıntı</Link>
    </>
  );
}

/** A next page that takes its time to load, as a lazily loaded page does. */
let finishLoading: () => void = () => {};
const routes = [
  { path: '/list', element: <ListPage /> },
  {
    path: '/detail',
    loader: () => new Promise<null>((resolve) => (finishLoading = () => resolve(null))),
    element: <p>Ayrıntı sayfası</p>,
  },
];

describe('SearchInput', () => {
  it('reports the search once typing pauses', async () => {
    const { user, location } = renderRoutes(routes, '/list');
    await user.type(screen.getByLabelText('Ara'), ' koli ');
    await waitFor(() => expect(location().search).toBe('?q=koli'));
  });

  it('drops a search still waiting when the user leaves for another page', async () => {
    const { user, location, router } = renderRoutes(routes, '/list');
    await user.type(screen.getByLabelText('Ara'), 'koli');
    await user.click(screen.getByRole('link', { name: 'Ayrıntı' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    // Longer than the pause: a search sent now would replace the navigation under way.
    await new Promise((resolve) => setTimeout(resolve, 500));
    finishLoading();
    await screen.findByText('Ayrıntı sayfası');
    expect(location().pathname).toBe('/detail');
    expect(location().search).toBe('');
  });
});
