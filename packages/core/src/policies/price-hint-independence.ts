/**
 * Who may stand behind a fair-price hint (issue #27): only buyers independent of the company
 * asking, so that nobody can fill a hint with awards of their own companies and work back from
 * the answer to one real buyer's price. Pure rules; the API only gathers the facts.
 *
 * Two companies are related when they share a tax number, a person (owner or member) or the
 * domain of a person's verified e-mail address (public mail providers excepted). The company's
 * own contact address is self-declared, so it links nothing.
 */

/** Days a buyer must have traded on the platform before its awards count (see trackRecordOk). */
export const TRACK_RECORD_DAYS = 90;

/** Mail providers anybody can sign up with: a shared one says nothing about who is behind. */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.com.tr',
  'outlook.com',
  'outlook.com.tr',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.tr',
  'yandex.com',
  'yandex.com.tr',
  'yandex.ru',
  'icloud.com',
  'me.com',
  'mynet.com',
  'superonline.com',
  'ttmail.com',
  'turk.net',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'aol.com',
  'mail.ru',
]);

/** What links a company to the people behind it, as the API reads it. */
export interface CompanyIdentity {
  id: string;
  taxNumber: string;
  /** Its owner and every member. */
  userIds: readonly string[];
  /** Its people's verified e-mail addresses. */
  emails: readonly string[];
  /** Approved as a buyer right now. */
  approvedBuyer: boolean;
}

/** The domain of an address, lower-cased; null for a public provider or no domain at all. */
export function privateMailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  const domain =
    at < 0
      ? ''
      : email
          .slice(at + 1)
          .trim()
          .toLowerCase();
  return domain === '' || PUBLIC_MAIL_DOMAINS.has(domain) ? null : domain;
}

/** The marks two related companies share: its id, tax number, people and mail domains. */
export function identityKeys(identity: CompanyIdentity): string[] {
  const keys = [`company:${identity.id}`];
  const taxNumber = identity.taxNumber.replace(/\s/g, '');
  if (taxNumber !== '') keys.push(`tax:${taxNumber}`);
  for (const userId of identity.userIds) keys.push(`user:${userId}`);
  for (const email of identity.emails) {
    const domain = privateMailDomain(email);
    if (domain) keys.push(`domain:${domain}`);
  }
  return keys;
}

/** Whether two companies are the same people's (or one and the same). */
export function relatedCompanies(a: CompanyIdentity, b: CompanyIdentity): boolean {
  const keys = new Set(identityKeys(a));
  return identityKeys(b).some((key) => keys.has(key));
}

/** A company the facts do not mention: linked only to itself. */
export const unknownCompany = (id: string): CompanyIdentity => ({
  id,
  taxNumber: `unknown:${id}`,
  userIds: [],
  emails: [],
  approvedBuyer: false,
});

/** The start of the track record: orders awarded before this moment show a trading history. */
export function trackRecordBefore(now: Date): Date {
  return new Date(now.getTime() - TRACK_RECORD_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Whether `buyer` is a buyer independent of `asker` whose awards may count: approved as a buyer,
 * not related to the asker, and trading for a while with others: among `oldSellers` (the
 * sellers of its completed orders awarded TRACK_RECORD_DAYS or more ago) at least one is
 * related neither to it nor to the asker. A company made yesterday, or one that only ever
 * bought from its own people or from the asker's, counts for nobody.
 */
export function independentBuyer(
  buyer: CompanyIdentity,
  asker: CompanyIdentity,
  oldSellers: readonly CompanyIdentity[],
): boolean {
  if (!buyer.approvedBuyer || relatedCompanies(buyer, asker)) return false;
  return oldSellers.some(
    (seller) => !relatedCompanies(seller, buyer) && !relatedCompanies(seller, asker),
  );
}

/**
 * Groups of related companies among `identities`: each gets one group id (the smallest
 * company id in it), so that several companies of the same people count as one buyer.
 * Relatedness is followed through: A and B share a domain, B and C a person, so A, B, C are one.
 */
export function relatedGroups(identities: readonly CompanyIdentity[]): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    for (let up = parent.get(root); up !== undefined && up !== root; up = parent.get(root)) {
      root = up;
    }
    parent.set(id, root);
    return root;
  };
  const union = (a: string, b: string) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  };
  const ownerOfKey = new Map<string, string>();
  for (const identity of identities) parent.set(identity.id, identity.id);
  for (const identity of identities) {
    for (const key of identityKeys(identity)) {
      const other = ownerOfKey.get(key);
      if (other === undefined) ownerOfKey.set(key, identity.id);
      else union(identity.id, other);
    }
  }
  return new Map(identities.map((identity) => [identity.id, find(identity.id)]));
}
