import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { readStoredSetting, storeSettingOnce } from '../../lib/settings.ts';

/** The server's VAPID key pair (base64url): browsers subscribe with its public half. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VapidKeysFile = z.object({
  publicKey: z.string().regex(/^B[A-Za-z0-9_-]{86}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const VAPID_FILE = 'vapid.json';
/** The settings row that keeps them when the database is a PostgreSQL server. */
export const VAPID_SETTING = 'pushVapidKeys';

/** DATA_DIR/vapid.json, written once (0600) and read on every later start. */
function keysInDataDir(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const keys = webpush.generateVAPIDKeys();
    try {
      // 'wx': of two processes starting at once, the second reads the first one's pair.
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
      return keys;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const parsed = VapidKeysFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} does not hold a VAPID key pair`);
  return parsed.data;
}

/**
 * In the database's settings, made by whichever instance starts first: every instance on one
 * PostgreSQL server (each with a DATA_DIR of its own) signs with the same pair, and a backup of
 * the database keeps it.
 */
async function keysInDatabase(db: Database): Promise<VapidKeys> {
  await storeSettingOnce(db, VAPID_SETTING, webpush.generateVAPIDKeys());
  const parsed = VapidKeysFile.safeParse(await readStoredSetting(db, VAPID_SETTING));
  if (!parsed.success) throw new Error(`the ${VAPID_SETTING} setting is not a VAPID key pair`);
  return parsed.data;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; else generated once and kept
 * in DATA_DIR/vapid.json (the embedded database) or the settings of the PostgreSQL database.
 * A new pair would cut every device off: their subscriptions name the public key. An in-memory
 * database (tests) gets a pair for its lifetime.
 */
export async function resolveVapidKeys(config: Config, db: Database): Promise<VapidKeys> {
  if (config.push.vapid) return config.push.vapid;
  if (config.inMemoryDatabase) return webpush.generateVAPIDKeys();
  if (config.databaseUrl) return keysInDatabase(db);
  return keysInDataDir(config.dataDir);
}
