import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  auditActionKey,
  auditEntityKey,
} from './audit-actions.ts';
import type { Locale } from './constants.ts';
import { catalogues } from './i18n/index.ts';

/** The text at a dotted key of a catalogue, or undefined when there is none. */
function lookUp(locale: Locale, key: string): unknown {
  let node: unknown = catalogues[locale];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const unlabelled = (keys: string[], locale: Locale) =>
  keys.filter((key) => {
    const text = lookUp(locale, key);
    return typeof text !== 'string' || text.trim() === '';
  });

describe('audit log labels', () => {
  it('every action the server writes has a name in Turkish and in English', () => {
    const keys = AUDIT_ACTIONS.map(auditActionKey);
    expect(unlabelled(keys, 'tr')).toEqual([]);
    expect(unlabelled(keys, 'en')).toEqual([]);
  });

  it('every kind of audited record has a name in both languages', () => {
    const keys = AUDIT_ENTITY_TYPES.map(auditEntityKey);
    expect(unlabelled(keys, 'tr')).toEqual([]);
    expect(unlabelled(keys, 'en')).toEqual([]);
  });

  it('names the codes of the issue as a person would', () => {
    expect(lookUp('tr', auditActionKey('bid.accepted'))).toBe('Teklif kabul edildi');
    expect(lookUp('en', auditActionKey('order.declined'))).toBe('Order declined');
    expect(lookUp('tr', auditActionKey('no.suchAction'))).toBeUndefined();
  });

  it('lists each code once, each as <record>.<verb>', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });
});
