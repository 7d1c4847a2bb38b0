import { useTranslation } from 'react-i18next';

/** The catalogue's names of audit actions and entity types, which may lack newer ones. */
export function useAuditLabels() {
  const { t, i18n } = useTranslation();
  const labelOf = (key: string) => (i18n.exists(key) ? t(key) : null);
  return {
    /** The action's name; null when the catalogue has none. */
    actionLabel: (action: string) => labelOf(`admin.audit.actions.${action}`),
    /** The entity type's name, else the type itself. */
    entityLabel: (type: string) => labelOf(`admin.audit.entities.${type}`) ?? type,
  };
}
