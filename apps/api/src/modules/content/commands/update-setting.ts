import type { Database } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { writeSetting, type SettingKey, type SettingValue } from '../../../lib/settings.ts';

/** Writes one site settings document and its audit line. */
export async function updateSetting<K extends SettingKey>(
  db: Database,
  props: { key: K; value: SettingValue<K>; actorUserId: string; ip: string },
) {
  await db.transaction(async (tx) => {
    await writeSetting(tx, props.key, props.value);
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      action: 'setting.updated',
      entityType: 'setting',
      entityId: props.key,
      data: { value: props.value },
      ip: props.ip,
    });
  });
}
