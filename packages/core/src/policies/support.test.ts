import { describe, expect, it } from 'vitest';
import { supportMachine } from '../states/support.ts';
import type { Actor } from './access.ts';
import { refusalOf } from './authorize.ts';
import { isOwnSupportTicket } from './support.ts';

const member = (userId: string, companyId: string | null): Actor => ({
  user: { id: userId, role: 'user' } as NonNullable<Actor['user']>,
  company: companyId ? ({ id: companyId } as NonNullable<Actor['company']>) : null,
  companyRole: companyId ? 'member' : null,
});

describe('isOwnSupportTicket', () => {
  const companyTicket = { companyId: 'c1', openedBy: 'u1' };
  const personalTicket = { companyId: null, openedBy: 'u1' };

  it('a company ticket is every member’s, not its opener’s once gone from the company', () => {
    expect(isOwnSupportTicket(member('u2', 'c1'), companyTicket)).toBe(true);
    expect(isOwnSupportTicket(member('u1', null), companyTicket)).toBe(false);
    expect(isOwnSupportTicket(member('u3', 'c2'), companyTicket)).toBe(false);
  });

  it('a personal ticket is its opener’s alone, whatever company they join', () => {
    expect(isOwnSupportTicket(member('u1', 'c9'), personalTicket)).toBe(true);
    expect(isOwnSupportTicket(member('u2', null), personalTicket)).toBe(false);
    expect(
      isOwnSupportTicket({ user: null, company: null, companyRole: null }, personalTicket),
    ).toBe(false);
  });
});

describe('supportMachine', () => {
  it('open → answered → closed, a new message reopens, a closed ticket cannot close again', () => {
    expect(supportMachine.next('open', 'answer')).toBe('answered');
    expect(supportMachine.next('answered', 'reply')).toBe('open');
    expect(supportMachine.next('answered', 'close')).toBe('closed');
    expect(supportMachine.next('closed', 'reply')).toBe('open');
    expect(supportMachine.next('closed', 'answer')).toBe('answered');
    expect(supportMachine.next('closed', 'close')).toBeNull();
  });
});

describe('the ticket table: staff answering', () => {
  const staff: Actor = {
    user: { id: 'staff', role: 'admin' } as NonNullable<Actor['user']>,
    company: null,
    companyRole: null,
  };
  const ticket = (status: 'open' | 'answered' | 'closed') => ({
    companyId: 'c1',
    openedBy: 'u1',
    status,
  });

  it('staff answer a ticket in every state (a closed one reopens as answered)', () => {
    for (const status of ['open', 'answered', 'closed'] as const) {
      expect(refusalOf(staff, 'ticket.staffAnswer', ticket(status))).toBeNull();
    }
  });

  it('nobody else may, not even the ticket’s own company; a missing ticket is not found', () => {
    expect(refusalOf(member('u1', 'c1'), 'ticket.staffAnswer', ticket('open'))).toEqual({
      code: 'NOT_FOUND',
    });
    expect(refusalOf(staff, 'ticket.staffAnswer', null)).toEqual({ code: 'NOT_FOUND' });
  });
});
