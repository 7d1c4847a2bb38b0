// Which of the user's registered devices this browser is. The server's list does not show
// endpoints, so the id it gave this browser's subscription is kept here, with whose it is and
// for which endpoint: another user signing in on the same browser, or a subscription the
// browser replaced, is not taken for a device that is on.

const KEY = 'teklifal.pushDevice';

interface RememberedDevice {
  userId: string;
  endpoint: string;
  deviceId: string;
}

function read(): RememberedDevice | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<RememberedDevice>;
    return typeof value?.userId === 'string' &&
      typeof value.endpoint === 'string' &&
      typeof value.deviceId === 'string'
      ? (value as RememberedDevice)
      : null;
  } catch {
    return null;
  }
}

/** The device this browser was registered as, for whoever registered it. */
export const rememberedDevice = read;

/** The device id this browser's subscription `endpoint` has among `userId`'s devices. */
export function rememberedDeviceId(userId: string, endpoint: string): string | null {
  const device = read();
  return device?.userId === userId && device.endpoint === endpoint ? device.deviceId : null;
}

export function rememberDevice(device: RememberedDevice) {
  try {
    localStorage.setItem(KEY, JSON.stringify(device));
  } catch {
    // Storage disabled: the device stays on; this page just cannot tell it is this one.
  }
}

export function forgetDevice() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
