import { presentCompanyRecord } from '../companies/presenter.ts';
import type {
  AdminCompanyDetail,
  AdminCompanyDocument,
  AdminCompanyListItem,
  AdminCompanyMember,
  AdminCompanySector,
  AdminUserListItem,
  AuditEntryView,
  CompanyRole,
  OutboxMail,
  ImageView,
} from '@teklifal/core';
import type { auditLog, mailOutbox } from '../../db/schema/platform.ts';
import type { company } from '../companies/queries/tables.ts';
import type { user } from '../auth/queries/tables.ts';

type CompanyRow = typeof company.$inferSelect;
type UserRow = typeof user.$inferSelect;

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export const presentCompanyListItem = (
  row: CompanyRow,
  owner: { name: string; email: string } | null,
): AdminCompanyListItem => ({
  id: row.id,
  name: row.name,
  taxNumber: row.taxNumber,
  city: row.city,
  district: row.district,
  isBuyerConfirmed: row.isBuyerConfirmed,
  isSellerConfirmed: row.isSellerConfirmed,
  ownerName: owner?.name ?? null,
  ownerEmail: owner?.email ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const presentCompanyDetail = (props: {
  row: CompanyRow;
  logoImage: ImageView | null;
  owner: UserRow | null;
  members: AdminCompanyMember[];
  documents: AdminCompanyDocument[];
  sectors: AdminCompanySector[];
}): AdminCompanyDetail => {
  const { row, owner } = props;
  return {
    ...presentCompanyRecord(row, props.logoImage),
    updatedAt: row.updatedAt.toISOString(),
    owner: owner
      ? { id: owner.id, name: owner.name, email: owner.email, locale: owner.locale }
      : null,
    members: props.members,
    documents: props.documents,
    sectors: props.sectors,
  };
};

export const presentUser = (
  row: UserRow,
  props: {
    company: { id: string; name: string; role: CompanyRole } | null;
    actorUserId: string;
  },
): AdminUserListItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  emailVerified: row.emailVerified,
  phone: row.phone,
  role: row.role === 'admin' ? 'admin' : 'user',
  banned: row.banned === true,
  banReason: row.banReason,
  banExpires: iso(row.banExpires),
  companyId: props.company?.id ?? null,
  companyName: props.company?.name ?? null,
  companyRole: props.company?.role ?? null,
  createdAt: row.createdAt.toISOString(),
  isSelf: row.id === props.actorUserId,
});

export const presentAuditEntry = (
  row: typeof auditLog.$inferSelect,
  props: {
    actor: { id: string; name: string | null; email: string | null } | null;
    companyName: string | null;
  },
): AuditEntryView => ({
  id: row.id,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  companyId: row.companyId,
  companyName: props.companyName,
  actor: props.actor,
  data: row.data,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

/** Every column of the mail: the outbox is the admin's (and the browser tests') view of it. */
export const presentOutboxMail = (row: typeof mailOutbox.$inferSelect): OutboxMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  status: row.status,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  sentAt: iso(row.sentAt),
});
