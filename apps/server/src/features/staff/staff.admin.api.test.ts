import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMails, sessions, staffInvitations, users } from '../../db/schema';
import {
  createTestApp,
  outbox,
  signUpShopper,
  signUpStaff,
  whileMailServerIsDown,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { PUBLIC_URL: 'https://shop.example.in', WRITE_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  owner = await signUpStaff(t, 'owner', { name: 'Meera', email: 'meera@example.in' });
});
afterAll(() => t.close());

const asOwner = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: owner.cookie }, ...(payload ? { payload } : {}) });
const invite = (email: string) => asOwner('POST', '/api/admin/invitations', { email });
const accept = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/invitation/accept',
    headers: cookie ? { cookie } : {},
    payload: { token },
  });
const invitationRows = () => t.database.db.select().from(staffInvitations);
const roleOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.role;
const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

/** The invitation mail last sent to `email`, and the token of its link. */
async function invitationMail(email: string) {
  const mail = (await outbox(t)).filter((text) => text.includes(`To: ${email}`)).at(-1)!;
  const link = mail.match(/https:\/\/shop\.example\.in\/admin\/invitation\?token=([\w-]+)/);
  return { mail, token: link?.[1] ?? '' };
}

describe('inviting staff', () => {
  it('saves an invitation with a hashed token, valid 7 days, and mails its link', async () => {
    const res = await invite('Priya.Staff@Example.in');
    expect(res.statusCode, res.body).toBe(201);
    const { invitation, mailSent } = res.json();
    expect(mailSent).toBe(true);
    expect(invitation).toEqual({
      id: expect.any(String),
      email: 'priya.staff@example.in',
      invitedBy: { id: owner.id, email: owner.email },
      sentAt: expect.any(String),
      expiresAt: expect.any(String),
      expired: false,
    });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)) / 86_400_000;
    expect(days).toBe(7);

    const { mail, token } = await invitationMail('priya.staff@example.in');
    expect(mail).toContain("Subject: You're invited to help run TerraCraft");
    expect(mail).toContain('Reply-To: meera@example.in');
    expect(mail).toContain('Meera has invited you to help run TerraCraft');
    expect(mail).toContain(
      'First sign up (https://shop.example.in/signup) or sign in (https://shop.example.in/login) with this email address, priya.staff@example.in.',
    );
    expect(token).toHaveLength(43);

    const [row] = await invitationRows();
    expect(row).toMatchObject({
      email: 'priya.staff@example.in',
      invitedBy: owner.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
    });
    expect(JSON.stringify(await t.database.db.select().from(auditLog))).not.toContain(token);
    expect(await lastAudit()).toMatchObject({
      actorId: owner.id,
      action: 'staff.invite',
      entityType: 'invitation',
      entityId: invitation.id,
      before: null,
      after: { email: 'priya.staff@example.in', expiresAt: invitation.expiresAt },
    });

    const list = await asOwner('GET', '/api/admin/invitations');
    expect(list.json()).toEqual({ items: [invitation] });
  });

  it('refuses a bad address with a 400 naming it, and saves nothing', async () => {
    const before = await invitationRows();
    for (const email of ['not-an-address', '', 'x'.repeat(250) + '@example.in']) {
      const res = await invite(email);
      expect(res.statusCode, email).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['email']);
    }
    expect(await invitationRows()).toEqual(before);
  });

  it('refuses to invite a staff member or an owner (409)', async () => {
    const staff = await signUpStaff(t, 'staff');
    for (const email of [staff.email, owner.email.toUpperCase()]) {
      const res = await invite(email);
      expect(res.statusCode, email).toBe(409);
      expect(res.json().error.code).toBe('ALREADY_STAFF');
    }
    expect((await invitationRows()).map((row) => row.email)).not.toContain(staff.email);
  });

  it('replaces the pending invitation when the address is invited again', async () => {
    const first = (await invite('kiran@example.in')).json().invitation;
    const { token: oldToken } = await invitationMail('kiran@example.in');
    const second = (await invite('KIRAN@example.in')).json().invitation;
    const { token: newToken } = await invitationMail('kiran@example.in');
    expect(second.id).toBe(first.id);
    expect(newToken).not.toBe(oldToken);
    expect((await invitationRows()).filter((row) => row.email === 'kiran@example.in')).toHaveLength(
      1,
    );
    expect((await lastAudit())?.before).toMatchObject({ email: 'kiran@example.in' });

    const kiran = await signUpShopper(t, { email: 'kiran@example.in' });
    const old = await accept(oldToken, kiran.cookie);
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe('INVITATION_INVALID');
    expect((await accept(newToken, kiran.cookie)).statusCode).toBe(200);
  });

  it('saves the invitation while the mail server is down; its mail waits in the outbox', async () => {
    const res = await whileMailServerIsDown(t, (app) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/invitations',
        headers: { cookie: owner.cookie, origin: t.config.publicUrl },
        payload: { email: 'offline@example.in' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      mailSent: true,
      invitation: { email: 'offline@example.in' },
    });
    expect((await invitationRows()).map((row) => row.email)).toContain('offline@example.in');
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, 'offline@example.in'));
    expect(mail).toMatchObject({ kind: 'staff-invitation', status: 'queued', attempts: 1 });
    expect(mail!.lastError).toContain('SMTP is down');
  });
});

describe('accepting an invitation', () => {
  it('needs a signed-in account whose email is the invited one', async () => {
    await invite('dev.staff@example.in');
    const { token } = await invitationMail('dev.staff@example.in');
    expect((await accept(token)).statusCode).toBe(401);

    const other = await signUpShopper(t, { email: 'someone.else@example.in' });
    const res = await accept(token, other.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'INVITATION_FOR_ANOTHER_EMAIL',
      message:
        'This invitation is for d***@example.in. Sign in with that email address to accept it.',
    });
    expect(await roleOf(other.email)).toBeNull();
    expect((await invitationRows()).map((row) => row.email)).toContain('dev.staff@example.in');
  });

  it('makes the invited account staff, once, and records it', async () => {
    await invite('anil@example.in');
    const { token } = await invitationMail('anil@example.in');
    const anil = await signUpShopper(t, { name: 'Anil', email: 'Anil@Example.in' });
    const res = await accept(token, anil.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: { id: expect.any(String), name: 'Anil', email: 'anil@example.in', role: 'staff' },
    });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: anil.cookie },
    });
    expect(settings.statusCode).toBe(200);
    expect((await invitationRows()).map((row) => row.email)).not.toContain('anil@example.in');
    expect(await lastAudit()).toMatchObject({
      actorEmail: 'anil@example.in',
      actorRole: null,
      action: 'invitation.accept',
      entityType: 'user',
      entityId: res.json().user.id,
      before: { role: null },
      after: { role: 'staff' },
    });

    const again = await accept(token, anil.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVITATION_INVALID');
    const staffList = await asOwner('GET', '/api/admin/staff');
    expect(staffList.json().items[0]).toMatchObject({ id: owner.id, role: 'owner' });
    expect(staffList.json().items).toContainEqual({
      id: res.json().user.id,
      email: 'anil@example.in',
      name: 'Anil',
      role: 'staff',
      since: expect.any(String),
    });
  });

  it('refuses an expired invitation (400), which the list shows as expired', async () => {
    const { invitation } = (await invite('late@example.in')).json();
    const { token } = await invitationMail('late@example.in');
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, invitation.id));
    const late = await signUpShopper(t, { email: 'late@example.in' });
    const res = await accept(token, late.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVITATION_EXPIRED');
    expect(await roleOf('late@example.in')).toBeNull();
    const listed = (await asOwner('GET', '/api/admin/invitations')).json().items;
    expect(listed).toContainEqual(expect.objectContaining({ id: invitation.id, expired: true }));
  });

  it('refuses a made-up token and a missing one', async () => {
    const shopper = await signUpShopper(t);
    expect((await accept('made-up-token', shopper.cookie)).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitation/accept',
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['token']);
  });
});

describe('revoking an invitation', () => {
  it('deletes it, so its link stops working', async () => {
    const { invitation } = (await invite('gone@example.in')).json();
    const { token } = await invitationMail('gone@example.in');
    const res = await asOwner('DELETE', `/api/admin/invitations/${invitation.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: { id: string }) => item.id)).not.toContain(invitation.id);
    expect(await lastAudit()).toMatchObject({
      action: 'staff.revokeInvitation',
      entityId: invitation.id,
      before: { email: 'gone@example.in' },
      after: null,
    });
    const gone = await signUpShopper(t, { email: 'gone@example.in' });
    expect((await accept(token, gone.cookie)).statusCode).toBe(400);

    expect((await asOwner('DELETE', `/api/admin/invitations/${invitation.id}`)).statusCode).toBe(
      404,
    );
    const bad = await asOwner('DELETE', '/api/admin/invitations/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['id']);
  });
});

describe('removing staff', () => {
  it('takes the role away and ends every session of theirs', async () => {
    const ravi = await signUpStaff(t, 'staff', { name: 'Ravi' });
    const res = await asOwner('DELETE', `/api/admin/staff/${ravi.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((item: { id: string }) => item.id)).not.toContain(ravi.id);
    expect(await roleOf(ravi.email)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, ravi.id))).toEqual(
      [],
    );
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: ravi.cookie },
    });
    expect(me.statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({
      actorId: owner.id,
      action: 'staff.remove',
      entityType: 'user',
      entityId: ravi.id,
      before: { email: ravi.email, role: 'staff' },
      after: { email: ravi.email, role: null },
    });
  });

  it('never removes an owner, nor the owner themself, nor someone not on the staff', async () => {
    const other = await signUpStaff(t, 'owner');
    const shopper = await signUpShopper(t);
    const [shopperRow] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, shopper.email));
    const cases: [string, number, string][] = [
      [owner.id, 403, 'You cannot remove yourself from the staff.'],
      [other.id, 403, 'An owner cannot be removed: only staff members can.'],
      [shopperRow!.id, 404, 'No staff member has this id.'],
      ['no-such-account', 404, 'No staff member has this id.'],
    ];
    const before = await lastAudit();
    for (const [id, status, message] of cases) {
      const res = await asOwner('DELETE', `/api/admin/staff/${id}`);
      expect(res.statusCode, id).toBe(status);
      expect(res.json().error.message, id).toBe(message);
    }
    expect(await roleOf(owner.email)).toBe('owner');
    expect(await roleOf(other.email)).toBe('owner');
    expect(await lastAudit()).toEqual(before);
  });
});
