import { listPage } from '../../test/fixtures.ts';
import { testMe } from '../../test/render.tsx';

/** A platform admin's session. */
export const admin = testMe(null, { id: 'admin-1', name: 'Platform Yöneticisi', role: 'admin' });

export { pickOption, queryOf } from '../../test/fixtures.ts';

export const page = <T>(items: T[], total = items.length) => listPage(items, { total });
