import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CompanyRole,
  InvitationView,
  Me,
  TeamMemberAbilities,
  TeamMemberView,
} from '@teklifal/core';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
  type ApiHandler,
} from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';

afterEach(resetApp);

const NONE: TeamMemberAbilities = { changeRole: false, remove: false };
const ALL: TeamMemberAbilities = { changeRole: true, remove: true };

function member(
  userId: string,
  name: string,
  role: CompanyRole,
  abilities: TeamMemberAbilities,
): TeamMemberView {
  return {
    userId,
    name,
    email: `${userId}@example.com`,
    role,
    joinedAt: '2026-01-15T09:30:00.000Z',
    isSelf: userId === 'user-1',
    abilities,
  };
}

const pendingInvitation = (overrides: Partial<InvitationView> = {}): InvitationView => ({
  id: 'inv-1',
  email: 'yeni@example.com',
  role: 'member',
  expiresAt: '2026-01-22T09:30:00.000Z',
  expired: false,
  invitedByName: 'Ayşe Yılmaz',
  createdAt: '2026-01-15T09:30:00.000Z',
  ...overrides,
});

const meAs = (companyRole: CompanyRole): Me => ({
  ...testMe({ adminUserId: companyRole === 'owner' ? 'user-1' : 'owner-1' }),
  companyRole,
});

/** The team API as the server answers an owner, with the given invitations. */
function ownerApi(
  invitations: InvitationView[] = [pendingInvitation()],
  extra: Record<string, ApiHandler> = {},
) {
  return {
    'GET /api/company/members': () =>
      jsonResponse(200, {
        items: [
          member('user-1', 'Ayşe Yılmaz', 'owner', NONE),
          member('user-2', 'Bora Yönetici', 'admin', ALL),
          member('user-3', 'Cem Üye', 'member', ALL),
        ],
      }),
    'GET /api/company/invitations': () => jsonResponse(200, { items: invitations }),
    ...extra,
  };
}

/** The members table's row of one person. */
const memberRow = async (name: string) => {
  const rows = await screen.findAllByTestId('member-row');
  const row = rows.find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

/**
 * Opens a Mantine select and returns its options. Its dropdown stays in a transition in the test DOM,
 * so the options count as hidden for the accessibility tree; they are there and clickable.
 */
async function openSelect(user: ReturnType<typeof renderApp>['user'], combobox: HTMLElement) {
  await user.click(combobox);
  await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('the select has no open list');
  return within(listbox).getAllByRole('option', { hidden: true });
}

async function pickOption(
  user: ReturnType<typeof renderApp>['user'],
  combobox: HTMLElement,
  name: string,
) {
  const option = (await openSelect(user, combobox)).find((o) => o.textContent === name);
  if (!option) throw new Error(`no option ${name}`);
  await user.click(option);
}

async function openInviteForm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Davet Et' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ekibe Davet Et' });
  return within(dialog);
}

describe('/teammembers for a manager', () => {
  it('shows members with role controls, remove buttons, the invite button and invitations', async () => {
    renderApp('/teammembers', { me: meAs('owner'), handlers: ownerApi() });

    expect(await screen.findByRole('heading', { name: 'Ekip Üyeleri' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('member-row')).toHaveLength(3);
    const owner = await memberRow('Ayşe Yılmaz');
    expect(owner.getByText('Sahip')).toBeInTheDocument();
    expect(owner.getByText('Siz')).toBeInTheDocument();
    expect(owner.queryByRole('button', { name: /ekipten çıkar/i })).toBeNull();
    expect(owner.getByText('15.01.2026')).toBeInTheDocument();

    const cem = await memberRow('Cem Üye');
    expect(cem.getByRole('combobox', { name: 'Cem Üye için rol' })).toHaveValue('Üye');
    expect(cem.getByRole('button', { name: 'Cem Üye kişisini ekipten çıkar' })).toBeEnabled();

    expect(screen.getByRole('button', { name: 'Davet Et' })).toBeInTheDocument();
    const invitation = within(await screen.findByTestId('invitation-row'));
    expect(invitation.getByText('yeni@example.com')).toBeInTheDocument();
    expect(invitation.getByText('22.01.2026 tarihine kadar')).toBeInTheDocument();
    expect(
      invitation.getByRole('button', { name: 'yeni@example.com davetini yeniden gönder' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('team-read-only')).toBeNull();
  });

  it('changes a role through the select', async () => {
    const { user, api } = renderApp('/teammembers', {
      me: meAs('owner'),
      handlers: ownerApi([], {
        'PATCH /api/company/members/user-3': () =>
          jsonResponse(200, member('user-3', 'Cem Üye', 'admin', ALL)),
      }),
    });
    const cem = await memberRow('Cem Üye');
    await pickOption(user, cem.getByRole('combobox', { name: 'Cem Üye için rol' }), 'Yönetici');

    await waitFor(() =>
      expect(api.sent('PATCH', '/api/company/members/user-3')).toEqual([
        expect.objectContaining({ body: { role: 'admin' } }),
      ]),
    );
    expect(
      await screen.findByText('Cem Üye kişisinin rolü Yönetici olarak değiştirildi.'),
    ).toBeInTheDocument();
  });

  it('removes a member only after confirming', async () => {
    const { user, api } = renderApp('/teammembers', {
      me: meAs('owner'),
      handlers: ownerApi([], {
        'DELETE /api/company/members/user-3': () => new Response(null, { status: 204 }),
      }),
    });
    const cem = await memberRow('Cem Üye');
    await user.click(cem.getByRole('button', { name: 'Cem Üye kişisini ekipten çıkar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Üyeyi ekipten çıkar' }));
    // The modal fades in, so its text becomes visible a moment after the dialog mounts.
    await waitFor(() =>
      expect(dialog.getByText(/Cem Üye \(user-3@example.com\) ekipten çıkarılacak/)).toBeVisible(),
    );
    expect(api.sent('DELETE', '/api/company/members/user-3')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Ekipten çıkar' }));
    expect(await screen.findByText('Cem Üye ekipten çıkarıldı.')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/company/members/user-3')).toHaveLength(1);
  });

  it('revokes an invitation after confirming, and resends one', async () => {
    const { user, api } = renderApp('/teammembers', {
      me: meAs('owner'),
      handlers: ownerApi([pendingInvitation({ expired: true })], {
        'DELETE /api/company/invitations/inv-1': () => new Response(null, { status: 204 }),
        'POST /api/company/invitations/inv-1/resend': () => jsonResponse(200, pendingInvitation()),
      }),
    });
    const row = within(await screen.findByTestId('invitation-row'));
    expect(row.getByText('Süresi doldu')).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'yeni@example.com davetini yeniden gönder' }));
    expect(
      await screen.findByText(
        'yeni@example.com adresine davet yeniden gönderildi; önceki bağlantı artık çalışmaz.',
      ),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/company/invitations/inv-1/resend')).toHaveLength(1);

    await user.click(row.getByRole('button', { name: 'yeni@example.com davetini iptal et' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Daveti iptal et' }));
    await user.click(dialog.getByRole('button', { name: 'Daveti iptal et' }));
    expect(await screen.findByText('yeni@example.com davetini iptal ettiniz.')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/company/invitations/inv-1')).toHaveLength(1);
  });

  it('shows an empty state when no invitation is pending', async () => {
    renderApp('/teammembers', { me: meAs('owner'), handlers: ownerApi([]) });
    expect(await screen.findByText('Bekleyen davet yok.')).toBeInTheDocument();
  });

  it('asks for the members again from their load error', async () => {
    const handlers = ownerApi();
    const { user, api } = renderApp('/teammembers', {
      me: meAs('owner'),
      handlers: {
        ...handlers,
        'GET /api/company/members': failingOnce(handlers['GET /api/company/members']),
      },
    });
    const alert = await findLoadError(LOAD_FAILURE_DETAIL);
    expect(alert).toHaveTextContent('Ekip bilgileri yüklenemedi.');
    // The invitations loaded: only the members failed.
    expect(await screen.findByTestId('invitation-row')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('member-row')).toHaveLength(3);
    expect(api.sent('GET', '/api/company/members')).toHaveLength(2);
    expect(api.sent('GET', '/api/company/invitations')).toHaveLength(1);
    expect(screen.queryByText(LOAD_FAILURE_DETAIL)).not.toBeInTheDocument();
  });

  it('asks for the invitations again from their load error', async () => {
    const handlers = ownerApi();
    const { user, api } = renderApp('/teammembers', {
      me: meAs('owner'),
      handlers: {
        ...handlers,
        'GET /api/company/invitations': failingOnce(handlers['GET /api/company/invitations']),
      },
    });
    const alert = await findLoadError(LOAD_FAILURE_DETAIL);
    expect(alert).toHaveTextContent('Ekip bilgileri yüklenemedi.');
    expect(await screen.findAllByTestId('member-row')).toHaveLength(3);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('invitation-row')).toBeInTheDocument();
    expect(api.sent('GET', '/api/company/invitations')).toHaveLength(2);
    expect(api.sent('GET', '/api/company/members')).toHaveLength(1);
    expect(screen.queryByText(LOAD_FAILURE_DETAIL)).not.toBeInTheDocument();
  });

  it('an admin invites members only and cannot change roles', async () => {
    const { user } = renderApp('/teammembers', {
      me: meAs('admin'),
      handlers: {
        'GET /api/company/members': () =>
          jsonResponse(200, {
            items: [
              member('owner-1', 'Orhan Sahip', 'owner', NONE),
              member('user-1', 'Ayşe Yılmaz', 'admin', NONE),
              member('user-3', 'Cem Üye', 'member', { changeRole: false, remove: true }),
            ],
          }),
        'GET /api/company/invitations': () =>
          jsonResponse(200, { items: [pendingInvitation({ role: 'admin' })] }),
      },
    });
    const cem = await memberRow('Cem Üye');
    expect(cem.queryByRole('combobox', { name: 'Cem Üye için rol' })).toBeNull();
    expect(cem.getByText('Üye')).toBeInTheDocument();
    expect(cem.getByRole('button', { name: 'Cem Üye kişisini ekipten çıkar' })).toBeInTheDocument();
    const invitation = within(await screen.findByTestId('invitation-row'));
    expect(invitation.queryByRole('button', { name: /yeniden gönder/ })).toBeNull();

    const form = await openInviteForm(user);
    const options = await openSelect(user, form.getByRole('combobox', { name: 'Rol' }));
    expect(options.map((o) => o.textContent)).toEqual(['Üye']);
  });
});

describe('/teammembers for a member', () => {
  it('shows the team read-only: no invite, no role controls, no remove, no invitations', async () => {
    const { api } = renderApp('/teammembers', {
      me: meAs('member'),
      handlers: {
        'GET /api/company/members': () =>
          jsonResponse(200, {
            items: [
              member('owner-1', 'Orhan Sahip', 'owner', NONE),
              member('user-1', 'Ayşe Yılmaz', 'member', NONE),
            ],
          }),
      },
    });
    expect(await screen.findAllByTestId('member-row')).toHaveLength(2);
    expect(screen.getByTestId('team-read-only')).toHaveTextContent(
      'Ekibi yalnızca şirket sahibi ve yöneticiler düzenleyebilir.',
    );
    expect(screen.queryByRole('button', { name: 'Davet Et' })).toBeNull();
    expect(screen.queryByRole('button', { name: /ekipten çıkar/i })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /için rol/ })).toBeNull();
    expect(screen.queryByText('Bekleyen Davetler')).toBeNull();
    expect(screen.queryByText('İşlemler')).toBeNull();
    expect(api.sent('GET', '/api/company/invitations')).toHaveLength(0);
  });
});

describe('/teammembers without a company', () => {
  it('explains and links to /createcompany', async () => {
    const { api } = renderApp('/teammembers', { me: testMe(null) });
    const box = within(await screen.findByTestId('team-no-company'));
    expect(box.getByText('Henüz bir şirketiniz yok')).toBeInTheDocument();
    expect(box.getByRole('link', { name: 'Şirket Oluştur' })).toHaveAttribute(
      'href',
      '/createcompany',
    );
    expect(api.sent('GET', '/api/company/members')).toHaveLength(0);
  });
});

describe('the invite form', () => {
  it('checks the address with the shared schema before sending', async () => {
    const { user, api } = renderApp('/teammembers', { me: meAs('owner'), handlers: ownerApi() });
    const form = await openInviteForm(user);

    await user.click(form.getByRole('button', { name: 'Davet Gönder' }));
    expect(await form.findByText('E-posta zorunludur')).toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: 'E-posta' }), 'yanlis@');
    await user.click(form.getByRole('button', { name: 'Davet Gönder' }));
    expect(
      await form.findByText('E-posta geçerli bir e-posta adresi olmalıdır'),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/company/invitations')).toHaveLength(0);
  });

  it('sends the invitation and says so', async () => {
    const { user, api } = renderApp('/teammembers', {
      me: meAs('owner'),
      handlers: ownerApi([], {
        'POST /api/company/invitations': () =>
          jsonResponse(201, pendingInvitation({ email: 'ali@example.com', role: 'admin' })),
      }),
    });
    const form = await openInviteForm(user);
    await user.type(form.getByRole('textbox', { name: 'E-posta' }), 'Ali@Example.com');
    await pickOption(user, form.getByRole('combobox', { name: 'Rol' }), 'Yönetici');
    await user.click(form.getByRole('button', { name: 'Davet Gönder' }));

    expect(
      await screen.findByText('ali@example.com adresine davet gönderildi.'),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/company/invitations')[0]?.body).toEqual({
      email: 'Ali@Example.com',
      role: 'admin',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ekibe Davet Et' })).toBeNull(),
    );
    expect(api.sent('GET', '/api/company/invitations').length).toBeGreaterThan(1);
  });

  it('shows the server’s field error under the e-mail', async () => {
    const message =
      'Bu adrese gönderilmiş bekleyen bir davet var; yeni davet yerine “Yeniden gönder”i kullanın';
    const { user } = renderApp('/teammembers', {
      me: meAs('owner'),
      handlers: ownerApi([], {
        'POST /api/company/invitations': () =>
          problemResponse(409, 'CONFLICT', 'Bu kayıt zaten var', {
            errors: [{ field: 'email', message, messageKey: 'team.errors.invitationPending' }],
          }),
      }),
    });
    const form = await openInviteForm(user);
    const email = form.getByRole('textbox', { name: 'E-posta' });
    await user.type(email, 'bekleyen@example.com');
    await user.click(form.getByRole('button', { name: 'Davet Gönder' }));

    expect(await form.findByText(message)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});
