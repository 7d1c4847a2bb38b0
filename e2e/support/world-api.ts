import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './fixtures.ts';

/* What the specs and the test worlds (screens, auction) share to build data through the API. */

export const DAY = 24 * 60 * 60 * 1000;
let ipCounter = 0;

/**
 * An API session of its own, not signed in: its cookies do not leak into other sessions, and
 * cookie writes name their origin (the API refuses those that do not, as a browser's page
 * would). Each caller passes its own address block, so the sign-in rate limit counts its users
 * apart.
 */
export async function apiContext(ipBlock: number): Promise<APIRequestContext> {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: {
      origin: baseURL,
      'x-forwarded-for': `10.${ipBlock}.${++ipCounter % 250}.${(Date.now() % 200) + 1}`,
    },
  });
}

/** Signs an API session in (with PASSWORD unless told), checking that it worked. */
export async function signIn(context: APIRequestContext, email: string, password = PASSWORD) {
  const response = await context.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}: ${response.status()}`).toBe(true);
}

/** An API session of its own for one signed-in user (see apiContext). */
export async function sessionOf(email: string, ipBlock: number): Promise<APIRequestContext> {
  const context = await apiContext(ipBlock);
  await signIn(context, email);
  return context;
}

/** The answer's JSON, after checking it succeeded (the failure names the step and the body). */
export async function json<T>(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
  what: string,
): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The part of an ad's answer the worlds read. */
export interface AdView {
  id: string;
  companyId: string;
  currency: string;
  paymentTerms: string;
  items: { id: string }[];
}

export const istanbulDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(date);
