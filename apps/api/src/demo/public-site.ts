import type { FastifyInstance } from 'fastify';

const SUBSCRIBERS = [
  { email: 'bulten@anadolugida.demo', locale: 'tr' },
  { email: 'procurement@istanbul-logistics.demo', locale: 'en' },
  { email: 'satinalma@egeyapi.demo', locale: 'tr' },
];

const MESSAGES = [
  {
    name: 'Elif Şahin',
    email: 'elif@egeyapi.demo',
    message:
      'Merhaba, grup şirketlerimiz için kurumsal plan hakkında bilgi almak istiyoruz. Toplantı ayarlayabilir miyiz?',
  },
  {
    name: 'Murat Aksoy',
    email: 'murat@karadenizbalik.demo',
    message:
      'Satıcı onayımız için yüklediğimiz faaliyet belgesinin durumunu öğrenebilir miyim? Teşekkürler.',
  },
];

/** Newsletter subscribers and contact messages, sent as visitors send them (no sign-in). */
export async function createDemoPublicSite(app: FastifyInstance): Promise<void> {
  let address = 0;
  const post = async (url: string, payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.98.0.${++address}`,
    });
    if (response.statusCode >= 400) throw new Error(`demo: ${url} → ${response.body}`);
  };
  for (const subscriber of SUBSCRIBERS) await post('/api/newsletter', subscriber);
  for (const message of MESSAGES) await post('/api/contact', message);
}
