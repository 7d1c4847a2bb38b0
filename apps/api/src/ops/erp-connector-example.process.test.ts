import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, type TestApp } from '../test/helper.ts';
import { makeOrder } from '../test/orders.ts';
import { anySectorId, signedInCompany, type CompanyUser } from '../test/procurement.ts';

/**
 * examples/erp-connector run as a connector runs them: plain Node on the built client
 * (packages/client/dist), against the API listening on a port, with a company key made by its
 * admin. The example is what integrators copy: when an API change breaks it, this fails.
 */
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const example = (file: string) => path.join(repository, 'examples/erp-connector', file);
const run = promisify(execFile);

let testApp: TestApp;
let baseUrl: string;
let ours: CompanyUser;
let customer: CompanyUser;
let secret: string;
let scratch: string;

/** Runs a script of the example; its exit code, its output. */
async function connector(args: string[], apiKey = secret) {
  const env = { PATH: process.env.PATH ?? '', TEKLIFAL_URL: baseUrl, TEKLIFAL_API_KEY: apiKey };
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: scratch, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  await run(process.execPath, [path.join(repository, 'packages/client/scripts/build.mjs')]);
  testApp = await createTestApp();
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  scratch = await mkdtemp(path.join(tmpdir(), 'erp-connector-'));
  [ours, customer] = await Promise.all([
    signedInCompany(testApp.app, { buyer: true, seller: true, name: 'Ege Ambalaj A.Ş.' }),
    signedInCompany(testApp.app, { buyer: true, name: 'Anadolu Gıda A.Ş.' }),
  ]);
  const created = await inject(testApp.app, {
    method: 'POST',
    url: '/api/my-company/api-keys',
    cookie: ours.cookie,
    payload: { name: 'ERP', scopes: ['orders:read', 'orders:write', 'ads:write'] },
  });
  expect(created.statusCode).toBe(201);
  secret = created.json().secret;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const orderStatus = async (orderId: string) =>
  (await inject(testApp.app, { url: `/api/orders/${orderId}`, cookie: ours.cookie })).json().status;

describe('examples/erp-connector', () => {
  it('pull-orders.mjs hands the new orders to the ERP and confirms them, and only them', async () => {
    const parties = { buyer: customer, seller: ours, sectorId: await anySectorId(testApp.app.db) };
    const fresh = [await makeOrder(testApp.app, parties), await makeOrder(testApp.app, parties)];
    const shipped = await makeOrder(testApp.app, { ...parties }, { status: 'shipped' });
    // An order where we are the buyer is not ours to confirm.
    const bought = await makeOrder(testApp.app, { ...parties, buyer: ours, seller: customer });

    const first = await connector([example('pull-orders.mjs'), 'inbox.jsonl']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('2 new order(s), 2 confirmed');
    for (const order of fresh) expect(await orderStatus(order.id)).toBe('confirmed');
    expect(await orderStatus(shipped.id)).toBe('shipped');
    expect(await orderStatus(bought.id)).toBe('created');
    const inbox = (await readFile(path.join(scratch, 'inbox.jsonl'), 'utf8')).trim().split('\n');
    expect(inbox.map((line) => JSON.parse(line).id).sort()).toEqual(
      fresh.map((order) => order.id).sort(),
    );

    const again = await connector([example('pull-orders.mjs'), 'inbox.jsonl']);
    expect(again.stdout).toContain('0 new order(s), 0 confirmed');
  });

  it('publish-ad.mjs publishes the spreadsheet’s lines once, however often it is run', async () => {
    const args = [
      example('publish-ad.mjs'),
      example('sample/ad.json'),
      example('sample/lines.csv'),
    ];
    const first = await connector(args);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const adId = /ad (\S+) /.exec(first.stdout)?.[1];
    const ad = (await inject(testApp.app, { url: `/api/ads/${adId}`, cookie: ours.cookie })).json();
    expect([ad.status, ad.companyId, ad.title]).toEqual([
      'published',
      ours.companyId,
      'Koli ve streç film alımı',
    ]);
    expect(
      ad.items.map((item: { name: string; quantity: string; unit: string }) => [
        item.name,
        item.quantity,
        item.unit,
      ]),
    ).toEqual([
      ['Oluklu koli 40x30x30', '1500', 'adet'],
      ['Streç film', '320.5', 'kg'],
      ['Koli bandı', '240', 'rulo'],
    ]);
    expect(ad.items[0].specification).toBe('Çift oluklu; 5 katlı');

    const again = await connector(args);
    expect(again.stdout).toContain(`ad ${adId} `);
    expect(again.stdout).toContain('(already published)');
    const mine = await inject(testApp.app, { url: '/api/ads/mine', cookie: ours.cookie });
    const titled = mine
      .json()
      .items.filter((item: { title: string }) => item.title === 'Koli ve streç film alımı');
    expect(titled.map((item: { id: string }) => item.id)).toEqual([adId]);
  });

  it('publish-ad.mjs names the file’s row and field of a line the API refuses', async () => {
    const lines = path.join(scratch, 'bad-lines.csv');
    // A blank row before the bad one: the row named is still the file's.
    await writeFile(lines, 'Kalem;Miktar;Birim\nKoli;100;adet\n\nBant;on iki;rulo\n');
    const header = path.join(scratch, 'bad-ad.json');
    const sample = JSON.parse(await readFile(example('sample/ad.json'), 'utf8'));
    await writeFile(header, JSON.stringify({ ...sample, requestNo: 'SAT-BAD-1' }));
    const refused = await connector([example('publish-ad.mjs'), header, lines]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('400 VALIDATION');
    expect(refused.stderr).toMatch(/row 4, quantity: /);
  });

  it('stops with the API’s 401 for a key that is not one', async () => {
    const refused = await connector([example('pull-orders.mjs')], 'tk_live_notakey000000000000');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('401 API_KEY_INVALID');
  });
});
