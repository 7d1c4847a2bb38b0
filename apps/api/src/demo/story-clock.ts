import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lte } from 'drizzle-orm';
import { auditLog, mailOutbox, notification, notificationMail } from '../db/schema/index.ts';

interface Mark {
  /** When the step began on the wall clock. */
  real: number;
  /** The moment of the story it stands for. */
  story: number;
}

/**
 * A story that needs time to pass (an auction's half hour) is told through the API at once,
 * each step marked with the moment it stands for; afterwards every time written during a step
 * moves to that moment (plus the milliseconds the step took), so the records read as if they
 * happened then, in the same order.
 */
export class StoryClock {
  private readonly marks: Mark[] = [];
  private endedAt: number | null = null;

  /** The step about to run stands for `story`. */
  mark(story: Date) {
    // A new millisecond, so no write of the step before shares the mark's time.
    const start = Date.now();
    let real = start;
    while (real === start) real = Date.now();
    this.marks.push({ real, story: story.getTime() });
  }

  /** The last step is done: writes after this moment belong to no step. */
  end() {
    this.endedAt = Date.now();
  }

  get window(): { from: Date; to: Date } {
    const first = this.marks[0];
    if (!first || this.endedAt === null) throw new Error('demo: the story was not told');
    return { from: new Date(first.real), to: new Date(this.endedAt) };
  }

  /** A wall-clock time written during the story, moved to the story's moment. */
  storyOf(real: Date): Date;
  storyOf(real: Date | null): Date | null;
  storyOf(real: Date | null): Date | null {
    if (!real) return null;
    const mark = this.marks.findLast((candidate) => candidate.real <= real.getTime());
    if (!mark) return real;
    return new Date(real.getTime() - mark.real + mark.story);
  }

  /** How far the step that began at the wall-clock time `real` was moved. */
  shiftAt(real: Date): number {
    return this.storyOf(real).getTime() - real.getTime();
  }

  /**
   * Moves what every step left in the shared records (notifications, their mails, the audit
   * log, the outbox): the rows written during the story, found by their time.
   */
  async retellRecords(app: FastifyInstance) {
    const { from, to } = this.window;
    for (const table of [notification, auditLog, notificationMail, mailOutbox]) {
      const rows = await app.db
        .select({ id: table.id, createdAt: table.createdAt })
        .from(table)
        .where(and(gte(table.createdAt, from), lte(table.createdAt, to)));
      for (const row of rows) {
        await app.db
          .update(table)
          .set({ createdAt: this.storyOf(row.createdAt) })
          .where(eq(table.id, row.id));
      }
    }
    const sent = await app.db
      .select({ id: mailOutbox.id, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(and(gte(mailOutbox.sentAt, from), lte(mailOutbox.sentAt, to)));
    for (const row of sent) {
      await app.db
        .update(mailOutbox)
        .set({ sentAt: this.storyOf(row.sentAt) })
        .where(eq(mailOutbox.id, row.id));
    }
  }
}
