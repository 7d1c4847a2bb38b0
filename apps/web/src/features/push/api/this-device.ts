import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/session.ts';
import { beforeSignOut } from '../../../lib/sign-out.ts';
import { browserSubscription, pushPermission, subscribeBrowser } from '../lib/browser-push.ts';
import { deviceLabel } from '../lib/device-label.ts';
import {
  forgetDevice,
  rememberDevice,
  rememberedDevice,
  rememberedDeviceId,
} from '../lib/remembered-device.ts';
import { subscriptionInput } from '../lib/subscription-input.ts';
import { browserPushKey, pushDevicesKey } from './keys.ts';
import {
  addPushDevice,
  deletePushDevice,
  pushDevicesQueryOptions,
  pushKeyQueryOptions,
} from './push-devices.ts';

const browserPushQueryOptions = queryOptions({
  queryKey: browserPushKey,
  // The browser's own answer: never asked on the server (which has no push and would say
  // 'unsupported' into the page it renders).
  meta: { browserOnly: true },
  queryFn: async () => ({
    permission: pushPermission(),
    endpoint: (await browserSubscription())?.endpoint ?? null,
  }),
});

/**
 * - unsupported: this browser cannot get pushes;
 * - denied: the user blocked notifications for the site (only the browser's settings undo it);
 * - off / on: whether this browser is one of the user's devices that get pushes.
 */
export type ThisDeviceStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/**
 * Whether this browser gets the signed-in user's pushes. With `checkServer` a device is on only
 * while the server still lists it (it may have been removed from another device, or expired);
 * without, the browser's own memory decides, and no request is made (the bell's offer).
 */
export function useThisDevice({ checkServer }: { checkServer: boolean }) {
  const { data: me } = useMe();
  const browser = useQuery(browserPushQueryOptions);
  const endpoint = browser.data?.endpoint ?? null;
  const deviceId = me && endpoint ? rememberedDeviceId(me.user.id, endpoint) : null;
  const devices = useQuery({ ...pushDevicesQueryOptions, enabled: checkServer });

  const status = ((): ThisDeviceStatus => {
    if (!browser.data) return 'checking';
    const { permission } = browser.data;
    if (permission === 'unsupported') return 'unsupported';
    if (permission === 'denied') return 'denied';
    if (!deviceId || permission !== 'granted') return 'off';
    if (!checkServer) return 'on';
    if (!devices.data) return devices.isError ? 'off' : 'checking';
    return devices.data.items.some((device) => device.id === deviceId) ? 'on' : 'off';
  })();
  return { status, deviceId: status === 'on' ? deviceId : null };
}

function useRefreshAfterwards() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: browserPushKey }),
      queryClient.invalidateQueries({ queryKey: pushDevicesKey }),
    ]);
}

/**
 * Asks the browser for permission, subscribes with the server's key and registers the
 * subscription under a readable name ("Chrome · Android"). Resolves with the user's answer;
 * the device is on when it is 'granted'.
 */
export function useTurnOnThisDevice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const refresh = useRefreshAfterwards();
  return useMutation({
    mutationFn: async (): Promise<NotificationPermission> => {
      const answer = await Notification.requestPermission();
      if (answer !== 'granted' || !me) return answer;
      const { publicKey } = await queryClient.fetchQuery(pushKeyQueryOptions);
      const subscription = await subscribeBrowser(publicKey);
      const label = deviceLabel(navigator.userAgent, t('webPush.device.unknownBrowser'));
      const device = await addPushDevice(subscriptionInput(subscription, label));
      rememberDevice({ userId: me.user.id, endpoint: subscription.endpoint, deviceId: device.id });
      return answer;
    },
    onSettled: refresh,
  });
}

/** Removes this browser from the user's devices, then drops its subscription. */
export function useTurnOffThisDevice() {
  const { data: me } = useMe();
  const refresh = useRefreshAfterwards();
  return useMutation({
    mutationFn: async () => {
      const subscription = await browserSubscription();
      const deviceId =
        subscription && me ? rememberedDeviceId(me.user.id, subscription.endpoint) : null;
      if (deviceId) await deletePushDevice(deviceId);
      await subscription?.unsubscribe();
      forgetDevice();
    },
    onSettled: refresh,
  });
}

/** How long signing out waits for this device's removal; the sign-out goes on after that. */
const SIGN_OUT_WAIT_MS = 3000;

/**
 * Signing out takes this browser off the user's devices and drops its subscription: whoever
 * uses the browser next gets none of the user's pushes. Needs the session, so it runs first.
 */
async function dropThisDevice() {
  const device = rememberedDevice();
  if (!device) return;
  const subscription = await browserSubscription();
  await Promise.race([
    deletePushDevice(device.deviceId),
    new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS)),
  ]);
  await subscription?.unsubscribe();
  forgetDevice();
}
beforeSignOut(dropThisDevice);
