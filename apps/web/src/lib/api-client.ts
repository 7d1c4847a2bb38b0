import { isProblem, type FieldError, type Problem } from '@teklifal/core';
import { currentLocale, i18n } from './i18n.ts';

/** A failed API call: the server's problem+json, or a network failure. */
export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.title);
  }
  get code() {
    return this.problem.code;
  }
  get status() {
    return this.problem.status;
  }
  /** Per-field errors as a Mantine form wants them. */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries(
      (this.problem.errors ?? []).map((e: FieldError) => [e.field, e.message]),
    );
  }
}

function networkProblem(): Problem {
  return {
    type: 'about:blank',
    title: i18n.t('errors.network'),
    status: 0,
    code: 'INTERNAL',
  };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * How a request reaches the API: the browser's fetch, or, while the server renders a public
 * page (entry-server.tsx), the API answering in the same process for that page's visitor.
 */
type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/** JSON over /api with the session cookie and the chosen language. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': currentLocale(),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(networkProblem());
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    throw new ApiError(
      isProblem(data)
        ? data
        : {
            type: 'about:blank',
            title: i18n.t('errors.INTERNAL'),
            status: response.status,
            code: 'INTERNAL',
          },
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's own words for a refusal: its detail when it gave one, else the title. */
export function problemMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const { detail, title, status, requestId } = error.problem;
    // A fault of the server is found in its logs by the request's id: the message carries it,
    // so a user's screenshot or quote leads there.
    if (status >= 500 && requestId) {
      return `${detail ?? title} (${i18n.t('common.errorReference', { id: requestId })})`;
    }
    return detail ?? title;
  }
  return i18n.t('errors.INTERNAL');
}
