/** The collections of the old system the import reads, in the order it imports them. */
export const OLD_COLLECTIONS = [
  'users',
  'companies',
  'notifications',
  'blogs',
  'announcements',
  'cms',
  'contact',
] as const;
export type OldCollection = (typeof OLD_COLLECTIONS)[number];

interface Counts {
  imported: number;
  alreadyImported: number;
  skipped: number;
}

interface Line {
  /** Where in the export: `users/u7`, `blogs[3]`. */
  path: string;
  /** Turkish first, English in parentheses, as the project's CLI output pairs them. */
  reason: string;
}

/**
 * What one run did: counts per collection, one line per skipped document and why, and notes on
 * documents imported with a change the operator should know of (a conflict, a value dropped).
 */
export class ImportReport {
  private readonly counts = new Map<OldCollection, Counts>(
    OLD_COLLECTIONS.map((name) => [name, { imported: 0, alreadyImported: 0, skipped: 0 }]),
  );
  readonly skipped: Line[] = [];
  readonly notes: Line[] = [];
  resetMails = 0;

  countsOf(collection: OldCollection): Readonly<Counts> {
    return this.count(collection);
  }

  imported(collection: OldCollection): void {
    this.count(collection).imported++;
  }

  alreadyImported(collection: OldCollection): void {
    this.count(collection).alreadyImported++;
  }

  skip(collection: OldCollection | null, path: string, reason: string): void {
    if (collection) this.count(collection).skipped++;
    this.skipped.push({ path, reason });
  }

  note(path: string, reason: string): void {
    this.notes.push({ path, reason });
  }

  /** Whether this run wrote anything (a second run on the same export writes nothing). */
  get changedAnything(): boolean {
    return OLD_COLLECTIONS.some((name) => this.count(name).imported > 0);
  }

  lines(): string[] {
    const header = ['koleksiyon', 'aktarıldı', 'zaten vardı', 'atlandı'];
    const out = [
      '  ' + row(header),
      '  ' + row(['(collection)', '(imported)', '(already here)', '(skipped)']),
    ];
    for (const name of OLD_COLLECTIONS) {
      const c = this.count(name);
      out.push(
        '  ' + row([name, String(c.imported), String(c.alreadyImported), String(c.skipped)]),
      );
    }
    out.push(`  Şifre belirleme e-postası (password reset mails): ${this.resetMails}`);
    if (this.skipped.length > 0) {
      out.push('', `Atlananlar / Skipped (${this.skipped.length}):`);
      for (const line of this.skipped) out.push(`  ${line.path}: ${line.reason}`);
    }
    if (this.notes.length > 0) {
      out.push('', `Notlar / Notes (${this.notes.length}):`);
      for (const line of this.notes) out.push(`  ${line.path}: ${line.reason}`);
    }
    if (!this.changedAnything) {
      out.push('', 'Hiçbir şey değişmedi: yeni belge yok. / Nothing changed: no new documents.');
    }
    return out;
  }

  private count(collection: OldCollection): Counts {
    const counts = this.counts.get(collection);
    if (!counts) throw new Error(`unknown collection ${collection}`);
    return counts;
  }
}

const row = (cells: string[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(16) : cell.padStart(16))).join('');
