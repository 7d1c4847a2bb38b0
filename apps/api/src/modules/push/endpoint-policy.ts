import { z } from 'zod';
import {
  PUSH_DEVICE_FIELD_LABELS,
  PUSH_ENDPOINT_MAX_LENGTH,
  PushDeviceInput,
  pushDeviceInputShape,
  withFieldLabels,
} from '@teklifal/core';
import type { PushConfig } from '../../config.ts';

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Whether the server may send to this address: an https address of a known push service
 * (PUSH_SERVICE_HOSTS; a name covers its subdomains), so a registration cannot make the server
 * post to any address it can reach. Plain http only to a loopback address, and only where the
 * configuration allows it (the tests' local push service).
 */
export function isAllowedPushEndpoint(endpoint: string, policy: PushConfig): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (url.protocol === 'http:') return policy.allowLoopbackHttp && LOOPBACK.includes(url.hostname);
  if (url.protocol !== 'https:') return false;
  if (policy.serviceHosts === '*') return true;
  const host = url.hostname.toLowerCase();
  return policy.serviceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * The body of POST /api/me/push-devices: core's (https only), or, where loopback http is
 * allowed, one whose endpoint may also be an http address (the command checks which).
 */
export function pushDeviceInputFor(policy: PushConfig) {
  if (!policy.allowLoopbackHttp) return PushDeviceInput;
  const endpoint = z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(PUSH_ENDPOINT_MAX_LENGTH, 'validation.maxLength')
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'validation.url',
    });
  return withFieldLabels(z.object({ ...pushDeviceInputShape, endpoint }), PUSH_DEVICE_FIELD_LABELS);
}
