import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_FAILURE_LIMIT,
  ADDRESS_FAILURE_WINDOW_MINUTES,
  MAX_WAIT_SECONDS,
  signInWaitSeconds,
  WARN_AFTER_FAILURES,
} from '../../lib/sign-in-throttle.ts';
import {
  createTestApp,
  inject,
  latestMailTo,
  nextIp,
  signIn,
  signUpAndSignIn,
  tokenFromMail,
  PASSWORD,
  type TestApp,
} from '../../test/helper.ts';

/**
 * Wrong passwords against one account, each from a network address of its own (so the
 * per-address limit never applies): the account itself slows them down. Then one address
 * (an office behind one public address): only its wrong passwords count.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const T0 = new Date('2026-11-25T09:00:00+03:00');
let now = T0.getTime();
const startClock = () => {
  now = T0.getTime();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
};
const wait = (seconds: number) => {
  now += seconds * 1000;
  vi.setSystemTime(now);
};

/** Each attempt a moment after the last, so the outbox's newest mail is the last one sent. */
const attempt = (email: string, password = 'Yanlis12345', remoteAddress = nextIp()) => {
  wait(0.01);
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress,
  });
};

const failTimes = async (email: string, times: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await attempt(email)).statusCode);
  return statuses;
};

describe('the wait after wrong passwords in a row', () => {
  it('is none for the first five, then doubles from a second up to a quarter of an hour', () => {
    expect([0, 4, 5, 6, 7, 10].map(signInWaitSeconds)).toEqual([0, 0, 1, 2, 4, 32]);
    expect(signInWaitSeconds(40)).toBe(MAX_WAIT_SECONDS);
    expect(MAX_WAIT_SECONDS).toBe(900);
  });
});

describe('signing in to one account from many addresses', () => {
  it('slows the guesses down with a growing wait, the same for an address without an account', async () => {
    startClock();
    const { email } = await signUpAndSignIn(t.app);
    for (const target of [email, 'hesapsiz@ornek.com.tr']) {
      expect(await failTimes(target, 5)).toEqual([401, 401, 401, 401, 401]);
      const slowed = await attempt(target);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(slowed.headers['retry-after']).toBe('1');
      wait(1);
      expect(await failTimes(target, 2)).toEqual([401, 429]);
      expect((await attempt(target)).headers['retry-after']).toBe('2');
    }
  });

  it('lets the owner in with the right password once the wait is over, which ends the count', async () => {
    startClock();
    const { email } = await signUpAndSignIn(t.app);
    await failTimes(email, 6);
    // Slowed down, not locked out: the right password waits too, then works.
    expect((await attempt(email, PASSWORD)).statusCode).toBe(429);
    wait(1);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
    expect(await failTimes(email, 5)).toEqual([401, 401, 401, 401, 401]);
  });

  it(`mails the owner once after ${WARN_AFTER_FAILURES} in a row`, async () => {
    startClock();
    const { email } = await signUpAndSignIn(t.app);
    for (let failures = 0; failures < WARN_AFTER_FAILURES + 2; failures++) {
      wait(signInWaitSeconds(failures));
      expect((await attempt(email)).statusCode).toBe(401);
      const mail = await latestMailTo(t.app, email);
      const warned = mail?.subject.includes('başarısız giriş') ?? false;
      expect(warned).toBe(failures + 1 >= WARN_AFTER_FAILURES);
    }
    const mails = await t.app.db.query.mailOutbox.findMany({
      where: (m, { eq }) => eq(m.to, email),
    });
    expect(mails.filter((m) => m.subject.includes('başarısız giriş'))).toHaveLength(1);
    expect((await latestMailTo(t.app, email))?.text).toContain(`${WARN_AFTER_FAILURES} kez`);
  });

  it('is lifted at once by a password reset through the mailed link', async () => {
    startClock();
    const { email } = await signUpAndSignIn(t.app);
    await failTimes(email, 8);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(429);

    await inject(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
      remoteAddress: nextIp(),
    });
    const token = tokenFromMail((await latestMailTo(t.app, email))?.text ?? '', '/reset-password');
    const reset = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'YeniSifre2026', passwordConfirm: 'YeniSifre2026' },
    });
    expect(reset.statusCode).toBe(200);
    await expect(signIn(t.app, email, 'YeniSifre2026')).resolves.toMatchObject({ email });
  });
});

describe('signing in from one network address', () => {
  it('lets ten colleagues behind it in one after the other: right passwords never count', async () => {
    startClock();
    const colleagues = [];
    for (let i = 0; i < 10; i++) colleagues.push(await signUpAndSignIn(t.app));
    const office = nextIp();
    for (const { email } of colleagues) {
      expect((await attempt(email, PASSWORD, office)).statusCode).toBe(200);
    }
    // A few typos among them change nothing either.
    expect((await attempt(colleagues[0]?.email ?? '', 'Yanlis12345', office)).statusCode).toBe(401);
    expect((await attempt(colleagues[0]?.email ?? '', PASSWORD, office)).statusCode).toBe(200);
  });

  it(`refuses it after ${ADDRESS_FAILURE_LIMIT} wrong passwords in ${ADDRESS_FAILURE_WINDOW_MINUTES} minutes, whichever accounts they name, until the window is over`, async () => {
    startClock();
    const { email } = await signUpAndSignIn(t.app);
    const guesser = nextIp();
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      // A different account each time, so no account's own wait applies.
      expect((await attempt(`tahmin${i}@ornek.com.tr`, 'Yanlis12345', guesser)).statusCode).toBe(
        401,
      );
    }
    const refused = await attempt('baska@ornek.com.tr', 'Yanlis12345', guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().title).toContain('Çok fazla deneme');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(
      ADDRESS_FAILURE_WINDOW_MINUTES * 60,
    );
    // The address is refused, right password or not; another address is not.
    expect((await attempt(email, PASSWORD, guesser)).statusCode).toBe(429);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
    wait(ADDRESS_FAILURE_WINDOW_MINUTES * 60);
    expect((await attempt(email, PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('keeps the account’s own wait: the sixth wrong password in a row waits, from one address too', async () => {
    startClock();
    const { email } = await signUpAndSignIn(t.app);
    const office = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await attempt(email, 'Yanlis12345', office)).statusCode).toBe(401);
    expect((await attempt(email, PASSWORD, office)).statusCode).toBe(429);
  });
});
