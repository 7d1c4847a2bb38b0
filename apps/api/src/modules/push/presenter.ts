import type { PushDeviceView } from '@teklifal/core';
import type { pushDevice } from './schema.ts';

/** A device as its owner sees it in the list: never its endpoint or keys. */
export const presentPushDevice = (row: typeof pushDevice.$inferSelect): PushDeviceView => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
