import { STORAGE_KEYS } from '@teklifal/core';

type StorageKey = keyof typeof STORAGE_KEYS;

/** Local storage with the specification's keys; never throws (private mode, quotas). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return localStorage.getItem(STORAGE_KEYS[key]);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string) {
    try {
      localStorage.setItem(STORAGE_KEYS[key], value);
    } catch {
      // Storage full or disabled: the app works without the cache.
    }
  },
  remove(key: StorageKey) {
    try {
      localStorage.removeItem(STORAGE_KEYS[key]);
    } catch {
      // nothing to remove
    }
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown) {
    storage.set(key, JSON.stringify(value));
  },
};
