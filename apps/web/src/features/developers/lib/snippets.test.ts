import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { VERIFY_SIGNATURE } from './snippets.ts';

type Check = [secret: string, header: string, body: string];

/**
 * The page's verification code pasted into a Node module as a receiver would, and run by Node
 * on each check: what it answered, in order.
 */
async function pastedVerify(checks: Check[]): Promise<boolean[]> {
  folder = await mkdtemp(path.join(tmpdir(), 'developers-snippet-'));
  const file = path.join(folder, 'verify.mjs');
  await writeFile(file, VERIFY_SIGNATURE);
  const driver = `import { isFromTeklifAl } from ${JSON.stringify(pathToFileURL(file).href)};
    const checks = ${JSON.stringify(checks)};
    console.log(JSON.stringify(checks.map((check) => isFromTeklifAl(...check))));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', driver]);
  return JSON.parse(output.toString());
}

let folder = '';
afterAll(() => rm(folder, { recursive: true, force: true }));

const secret = 'whsec_example';
const body = '{"id":"evt_1","type":"order.created"}';
const signed = (t: number, text = body, key = secret) =>
  `t=${t},v1=${createHmac('sha256', key).update(`${t}.${text}`).digest('hex')}`;

describe('the webhook verification on /developers', () => {
  it('accepts what TeklifAl signs and refuses a changed body, another secret, an old time', async () => {
    const now = Math.floor(Date.now() / 1000);
    const answers = await pastedVerify([
      [secret, signed(now), body],
      [secret, signed(now), `${body} `],
      [secret, signed(now, body, 'whsec_other'), body],
      [secret, signed(now - 301), body],
      [secret, 'v1=abc', body],
    ]);
    expect(answers).toEqual([true, false, false, false, false]);
  });
});
