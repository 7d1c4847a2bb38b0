import { describe, expect, it } from 'vitest';
import {
  FALLBACK_ROUTE,
  notificationOf,
  parsePushMessage,
  safeRoute,
  windowToUse,
} from './push-message.ts';

const PUSH = {
  id: 'n-1',
  type: 'auctionOutbid',
  title: 'TeklifAl',
  body: '"Kraft koli" eksiltmesinde sıranız düştü',
  route: '/auctions/a-1',
  tag: 'auction:a-1',
};

describe('parsePushMessage', () => {
  it('reads the server’s payload', () => {
    expect(parsePushMessage(JSON.stringify(PUSH))).toEqual({ ...PUSH, lang: undefined });
    expect(parsePushMessage(JSON.stringify({ ...PUSH, route: null, tag: undefined }))).toEqual({
      ...PUSH,
      route: null,
      tag: undefined,
      lang: undefined,
    });
  });

  it.each([
    ['no data', null],
    ['empty text', ''],
    ['not JSON', 'hello'],
    ['JSON that is not an object', '[1,2]'],
    ['no title', JSON.stringify({ ...PUSH, title: '  ' })],
    ['a body that is not text', JSON.stringify({ ...PUSH, body: 3 })],
    ['a route that is not text', JSON.stringify({ ...PUSH, route: { href: '/x' } })],
    ['no id', JSON.stringify({ ...PUSH, id: undefined })],
  ])('gives null for %s', (_case, text) => {
    expect(parsePushMessage(text)).toBeNull();
  });

  it('cuts an overlong text instead of showing it whole', () => {
    const message = parsePushMessage(JSON.stringify({ ...PUSH, body: 'x'.repeat(5000) }));
    expect(message?.body).toHaveLength(1000);
  });
});

describe('safeRoute', () => {
  it('keeps a path of this site', () => {
    expect(safeRoute('/orders/o-1?tab=chat#m-3')).toBe('/orders/o-1?tab=chat#m-3');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    'orders/o-1',
    null,
    42,
  ])('sends %s to the notifications list', (route) => {
    expect(safeRoute(route)).toBe(FALLBACK_ROUTE);
  });
});

describe('notificationOf', () => {
  const look = { icon: '/icons/icon-192.png', badge: '/icons/badge-96.png' };

  it('shows the title and body, with the safe route as data and the push’s tag', () => {
    const message = parsePushMessage(JSON.stringify({ ...PUSH, lang: 'tr' }));
    expect(message && notificationOf(message, look)).toEqual({
      title: 'TeklifAl',
      options: {
        body: PUSH.body,
        tag: 'auction:a-1',
        data: { route: '/auctions/a-1' },
        icon: look.icon,
        badge: look.badge,
        lang: 'tr',
      },
    });
  });

  it('tags a push without a tag with its id, and never carries a foreign route', () => {
    const message = parsePushMessage(
      JSON.stringify({ ...PUSH, tag: undefined, route: '//evil.example' }),
    );
    const { options } = notificationOf(message!, look);
    expect(options.tag).toBe('n-1');
    expect(options.data).toEqual({ route: FALLBACK_ROUTE });
    expect(options).not.toHaveProperty('lang');
  });
});

describe('windowToUse', () => {
  const origin = 'https://teklifal.example';
  const tab = (url: string, focused = false, visibilityState = 'hidden') => ({
    url,
    focused,
    visibilityState,
  });

  it('prefers the focused tab of the site, then a visible one, then any', () => {
    const hidden = tab(`${origin}/ads`);
    const visible = tab(`${origin}/orders`, false, 'visible');
    const focused = tab(`${origin}/dashboard`, true, 'visible');
    expect(windowToUse([hidden, visible, focused], origin)).toBe(focused);
    expect(windowToUse([hidden, visible], origin)).toBe(visible);
    expect(windowToUse([hidden], origin)).toBe(hidden);
  });

  it('never picks another site’s tab', () => {
    expect(windowToUse([tab('https://other.example/', true, 'visible')], origin)).toBeUndefined();
    expect(windowToUse([tab('not a url', true)], origin)).toBeUndefined();
    expect(windowToUse([], origin)).toBeUndefined();
  });
});
