import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { user } from '../db/schema/index.ts';
import { createDemoAccounts, DEMO_ADMIN, DEMO_PASSWORD } from './accounts.ts';
import { createDemoAuction } from './auction.ts';
import { createDemoChats } from './chats.ts';
import { createDemoMarketplace } from './marketplace.ts';
import { createDemoPosts } from './posts.ts';
import { createDemoPriceHistory } from './price-history.ts';
import { createDemoPublicSite } from './public-site.ts';
import { createDemoSupport } from './support.ts';

/**
 * Fills an empty marketplace with a realistic Turkish dataset and returns the lines that tell
 * a newcomer how to sign in. Does nothing (and says so) when the demo data is already there.
 */
export async function seedDemo(app: FastifyInstance): Promise<string[]> {
  const [existing] = await app.db.select().from(user).where(eq(user.email, DEMO_ADMIN.email));
  if (existing) return ['Demo data is already here.', ...(await loginLines(null))];
  const { admin, companies, logins } = await createDemoAccounts(app);
  const orders = await createDemoMarketplace(app, companies);
  await createDemoPriceHistory(app, admin, companies);
  await createDemoAuction(app, companies);
  await createDemoChats(companies, orders);
  await createDemoPosts(app);
  await createDemoPublicSite(app);
  await createDemoSupport(admin, companies);
  return loginLines(logins);
}

async function loginLines(logins: { email: string; who: string }[] | null): Promise<string[]> {
  const lines = [`Demo logins (password for all: ${DEMO_PASSWORD}):`];
  for (const login of logins ?? [{ email: DEMO_ADMIN.email, who: 'platform yöneticisi' }]) {
    lines.push(`  ${login.email.padEnd(32)} ${login.who}`);
  }
  return lines;
}
