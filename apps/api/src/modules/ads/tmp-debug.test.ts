import { it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { call } from './test-kit.ts';
import { signedInCompany, anySectorId } from '../../test/procurement.ts';
it('debug', async () => {
  const t = await createTestApp({ logLevel: 'error' });
  const b = await signedInCompany(t.app, { buyer: true });
  const s = await anySectorId(t.app.db);
  const { suggestSellers } = await import('./suggestions.ts');
  try { await suggestSellers(t.app.db, { companyId: b.companyId, sectorId: s }); } catch (e) { console.log('ERR1', e); }
  try { await suggestSellers(t.app.db, { companyId: b.companyId, q: 'ışık' }); } catch (e) { console.log('ERR2', e); }
  const r = await call(t.app, 'GET', `/api/sellers/suggestions?sectorId=${s}`, { cookie: b.cookie });
  console.log('RESP', r.statusCode, r.body);
  await t.close();
});
