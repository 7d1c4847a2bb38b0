import type { FastifyInstance } from 'fastify';
import type { UploadedFile, UploadPurpose } from '@teklifal/core';
import { multipart } from '../lib/multipart.ts';

/**
 * The demo fills the marketplace through the API itself (app.inject), as its users would, so
 * its data obeys every rule and leaves the notifications and audit lines real use leaves.
 */
export class DemoSession {
  constructor(
    private readonly app: FastifyInstance,
    readonly cookie: string,
    readonly label: string,
  ) {}

  async request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ) {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: '127.0.0.1',
      headers: { cookie: this.cookie, origin: this.app.config.publicUrl },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (response.statusCode >= 400) {
      throw new Error(
        `demo: ${this.label} ${method} ${url} → ${response.statusCode} ${response.body}`,
      );
    }
    return (response.body ? response.json() : undefined) as T;
  }

  /** Uploads a file as the browser's file field does (POST /api/files). */
  async upload(purpose: UploadPurpose, file: { name: string; type: string; data: Buffer }) {
    const body = multipart([
      { name: 'purpose', value: purpose },
      { name: 'file', filename: file.name, contentType: file.type, data: file.data },
    ]);
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/files',
      remoteAddress: '127.0.0.1',
      headers: { cookie: this.cookie, origin: this.app.config.publicUrl, ...body.headers },
      payload: body.payload,
    });
    if (response.statusCode !== 201) {
      throw new Error(`demo: ${this.label} upload ${file.name} → ${response.body}`);
    }
    return response.json<UploadedFile>();
  }

  get = <T>(url: string) => this.request<T>('GET', url);
  post = <T>(url: string, body: unknown = {}) => this.request<T>('POST', url, body);
  put = <T>(url: string, body: unknown) => this.request<T>('PUT', url, body);
}

let addressCounter = 0;

/** Signs in through better-auth; each person from an address of their own (login rate limit). */
export async function signInDemo(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: `10.99.0.${++addressCounter}`,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`demo: sign-in ${email} → ${response.body}`);
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return new DemoSession(app, cookie, email);
}

/** The demo's own data is known to exist; a missing piece is a bug in the demo itself. */
export function present<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`demo: missing ${what}`);
  return value;
}
