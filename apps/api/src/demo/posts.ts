import type { FastifyInstance } from 'fastify';
import type { NewPostInput } from '@teklifal/core';
import { DEMO_ADMIN, DEMO_PASSWORD } from './accounts.ts';
import { signInDemo } from './client.ts';
import { coverImage } from './cover-images.ts';

const DAY = 86_400_000;
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY).toISOString();

/** `cover`: the two hues of its drawn cover image (cover-images.ts), when it has one. */
type DemoPost = Omit<NewPostInput, 'publishedAt'> & {
  daysAgo: number | null;
  cover?: [number, number];
};

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

/** The blog and the announcements of the demo: published, one draft and one scheduled. */
const POSTS: DemoPost[] = [
  {
    kind: 'blog',
    title: 'Satın alma talebinden siparişe: e-ihalenin beş adımı',
    cover: [200, 260],
    category: 'Satın Alma',
    author: 'Ayşe Demir',
    status: 'published',
    daysAgo: 3,
    content:
      '<h2>Neden e-ihale?</h2>' +
      paragraphs(
        'Kurumsal satın almada en çok zaman kaybettiren iş, aynı talebi e-posta ile beş ayrı tedarikçiye gönderip gelen fiyatları bir tabloya işlemektir. E-ihale bu işi tek ekrana taşır: ilanı bir kez yazarsınız, onaylı satıcılar kalem kalem fiyat verir, karşılaştırma hazır gelir.',
        'İyi bir ilan; net kalem tanımları, teslim yeri ve tarihi, ödeme koşulları ve soruların son tarihiyle başlar. Belirsiz bir şartname, birbiriyle kıyaslanamayan tekliflerin ilk sebebidir.',
      ) +
      '<h2>Beş adım</h2><ol><li>Kalemleri birim ve miktarıyla tanımlayın.</li><li>Açık ya da davetli ihaleye karar verin.</li><li>Soru-cevap süresini teklif süresinden önce bitirin.</li><li>Teklifleri kalem bazında karşılaştırın; gerekirse bölerek kazandırın.</li><li>Siparişi ve teslimatı aynı yerden takip edin.</li></ol>',
  },
  {
    kind: 'blog',
    title: 'Kapalı zarf usulü ne zaman tercih edilmeli?',
    cover: [220, 300],
    category: 'E-İhale',
    author: 'Mehmet Kaya',
    status: 'published',
    daysAgo: 9,
    content: paragraphs(
      'Kapalı zarf usulünde teklifler son tarihe kadar alıcıya da gösterilmez. Bu yöntem, tedarikçilerin birbirinin fiyatına göre teklif kırmasını önler ve kamu ihalelerinden alışık olunan güveni özel sektöre taşır.',
      'Özellikle yüksek tutarlı, standart ürünlerde (inşaat demiri, ambalaj, akaryakıt) kapalı zarf fiyatları gerçekçi kılar. Teknik değerlendirmenin ağır bastığı hizmet alımlarında ise açık usul ve soru-cevap daha verimlidir.',
    ),
  },
  {
    kind: 'blog',
    title: 'Tedarikçi değerlendirmesinde beş ölçüt',
    cover: [150, 200],
    category: 'Tedarik Zinciri',
    author: 'Zeynep Aydın',
    status: 'published',
    daysAgo: 16,
    content:
      paragraphs(
        'Fiyat tek başına iyi bir tedarikçiyi anlatmaz. Zamanında teslimat oranı, kalite uygunsuzluklarının sıklığı, iletişim hızı, belgelerin güncelliği ve ödeme koşullarına uyum birlikte değerlendirilmelidir.',
      ) +
      '<ul><li><strong>Teslimat:</strong> Son on siparişte geciken kaç tane var?</li><li><strong>Kalite:</strong> İade ve düzeltme talepleri.</li><li><strong>İletişim:</strong> Sorulara yanıt süresi.</li><li><strong>Belgeler:</strong> Vergi levhası, faaliyet belgesi, ISO sertifikaları.</li><li><strong>Değerlendirme:</strong> Diğer alıcıların verdiği puanlar.</li></ul>',
  },
  {
    kind: 'blog',
    title: 'Enflasyon döneminde teklif geçerlilik süresi',
    cover: [20, 45],
    category: 'Satın Alma',
    author: 'Ayşe Demir',
    status: 'published',
    daysAgo: 30,
    content: paragraphs(
      'Fiyatların hızla değiştiği dönemlerde teklif geçerlilik süresini kısa tutmak tedarikçiyi korur, ancak alıcının karar süresini daraltır. Dengeli bir yaklaşım: teklif süresini iş günü olarak belirlemek ve karar tarihini ilanda açıkça yazmak.',
      'Döviz bazlı kalemlerde para birimini ilanda sabitlemek, karşılaştırmayı kolaylaştırır ve sonradan çıkan kur tartışmalarını önler.',
    ),
  },
  {
    kind: 'blog',
    title: 'KVKK ve tedarikçi verileri',
    cover: [250, 210],
    author: 'Hukuk Ekibi',
    status: 'published',
    daysAgo: 45,
    content: paragraphs(
      'Tedarikçilerle paylaşılan iletişim bilgileri de kişisel veridir. Platformda yalnızca siparişin iki tarafı birbirinin ilgili kişi bilgisini görür; mesajlaşma geçmişi sipariş kapandıktan sonra da erişim kurallarına tabidir.',
    ),
  },
  {
    kind: 'blog',
    title: 'Yıllık çerçeve anlaşmaları (taslak)',
    category: 'Satın Alma',
    author: 'Mehmet Kaya',
    status: 'draft',
    daysAgo: null,
    content: paragraphs('Bu yazı henüz yayınlanmadı.'),
  },
  {
    kind: 'announcement',
    title: 'Bölünmüş kazandırma artık kullanımda',
    cover: [170, 130],
    status: 'published',
    daysAgo: 2,
    content: paragraphs(
      'Alıcılar bir ilanın kalemlerini farklı tedarikçilere kazandırabilir. Her tedarikçi için ayrı sipariş oluşur ve her sipariş kendi sohbetine sahiptir.',
    ),
  },
  {
    kind: 'announcement',
    title: 'Planlı bakım: 30 Kasım Pazar 02:00–04:00',
    cover: [30, 10],
    status: 'published',
    daysAgo: 5,
    content: paragraphs(
      'Altyapı güncellemesi nedeniyle platform 30 Kasım Pazar günü 02:00 ile 04:00 arasında kısa kesintiler yaşayabilir. Bu sürede verilen teklifler kaybolmaz; süresi dolan ilanlar bakım sonrasında kapanır.',
    ),
  },
  {
    kind: 'announcement',
    title: 'Şirket belgeleri için yeni doğrulama adımı',
    status: 'published',
    daysAgo: 20,
    content: paragraphs(
      'Satıcı onayı için vergi levhası ile birlikte faaliyet belgesi de istenmektedir. Mevcut satıcıların onayı devam eder; belgeler 31 Aralık’a kadar tamamlanmalıdır.',
    ),
  },
  {
    kind: 'announcement',
    title: 'Yeni yıl çalışma saatleri',
    status: 'published',
    daysAgo: -10,
    content: paragraphs('Destek ekibimiz 1 Ocak’ta hizmet vermeyecektir.'),
  },
];

/** Writes the demo's blog posts and announcements through the back office, as staff would. */
export async function createDemoPosts(app: FastifyInstance, now = new Date()): Promise<void> {
  const staff = await signInDemo(app, DEMO_ADMIN.email, DEMO_PASSWORD);
  for (const [index, { daysAgo: age, cover, ...post }] of POSTS.entries()) {
    const image = cover
      ? await staff.upload('content', {
          name: `kapak-${index + 1}.png`,
          type: 'image/png',
          data: await coverImage(...cover),
        })
      : null;
    await staff.post('/api/admin/posts', {
      ...post,
      ...(image ? { coverImageUrl: image.url } : {}),
      publishedAt: age === null ? null : daysAgo(age, now),
    });
  }
}
