import { describe, expect, it } from 'vitest';
import { openedTicket, storedTicket, supportApi, useSupportWorld } from '../test-helpers.ts';

const w = useSupportWorld();
const api = () => supportApi(w.app);

describe('closing a ticket', () => {
  it('its company closes it once; a second close is a conflict', async () => {
    const ticket = await openedTicket(w.app, w.owner);
    const closed = await api().close(w.teammate, ticket.id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');
    expect(closed.json().closedAt).not.toBeNull();
    expect(await w.auditOf('support.closed', ticket.id)).toHaveLength(1);
    expect((await api().close(w.owner, ticket.id)).statusCode).toBe(409);
  });

  it('another company cannot close it (404) and it stays open', async () => {
    const ticket = await openedTicket(w.app, w.owner);
    expect((await api().close(w.stranger, ticket.id)).statusCode).toBe(404);
    expect((await storedTicket(w.app, ticket.id))?.status).toBe('open');
  });

  it('staff close any ticket, with their own audit line', async () => {
    const ticket = await openedTicket(w.app, w.loner);
    const closed = await api().staffClose(w.admin, ticket.id);
    expect(closed.statusCode).toBe(200);
    expect(await w.auditOf('support.closedByStaff', ticket.id)).toHaveLength(1);
    expect((await api().staffClose(w.owner, ticket.id)).statusCode).toBe(403);
  });
});
