import { useTranslation } from 'react-i18next';
import { auditActionKey, auditEntityKey } from '@teklifal/core';

/**
 * The catalogue's names of audit actions and entity types (core's audit-actions.ts: every code
 * the server writes has one in both languages; an old line's retired code may not).
 */
export function useAuditLabels() {
  const { t, i18n } = useTranslation();
  const labelOf = (key: string) => (i18n.exists(key) ? t(key) : null);
  return {
    /** The action's name; null when the catalogue has none. */
    actionLabel: (action: string) => labelOf(auditActionKey(action)),
    /** The entity type's name, else the type itself. */
    entityLabel: (type: string) => labelOf(auditEntityKey(type)) ?? type,
  };
}
