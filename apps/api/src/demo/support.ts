import type { SupportTicketDetail, SupportTicketInput } from '@teklifal/core';
import type { DemoCompanies } from './accounts.ts';
import type { DemoSession } from './client.ts';

type Step = [DemoSession, string] | ['close', DemoSession];

/** Opens a ticket and plays its conversation: [writer, message] steps, or a close. */
async function ticket(
  opener: DemoSession,
  input: SupportTicketInput,
  staff: DemoSession,
  steps: Step[] = [],
) {
  const opened = await opener.post<SupportTicketDetail>('/api/support/tickets', input);
  for (const [who, text] of steps) {
    if (who === 'close') await text.post(`/api/support/tickets/${opened.id}/close`);
    else if (who === staff) {
      await staff.post(`/api/admin/support/tickets/${opened.id}/messages`, { message: text });
    } else await who.post(`/api/support/tickets/${opened.id}/messages`, { message: text });
  }
}

/**
 * Support tickets in every status, written as the companies and staff write them: one waiting
 * for staff, one answered, one solved and closed, one answered and then written in again.
 */
export async function createDemoSupport(staff: DemoSession, companies: DemoCompanies) {
  const { buyer, sellerEge: ege, sellerMarmara: marmara, both } = companies;

  await ticket(
    buyer.owner,
    {
      subject: 'Davetli ilanda tedarikçi sayısı sınırı var mı?',
      category: 'procurement',
      message:
        'Merhaba, yalnızca davet ettiğimiz satıcıların görebildiği bir ilan açmak istiyoruz. En fazla kaç satıcı davet edebiliriz? Onaylı olmayan bir tedarikçiyi davet etmemiz mümkün mü?',
    },
    staff,
  );

  await ticket(
    ege.member,
    {
      subject: 'Teklif ekindeki Excel dosyası yüklenmiyor',
      category: 'technical',
      message:
        'Teklif formunda fiyat listemizi .xlsm uzantılı Excel dosyası olarak eklemeye çalıştığımızda "dosya türü desteklenmiyor" uyarısı alıyoruz.',
    },
    staff,
    [
      [
        staff,
        'Merhaba Selin Hanım, güvenlik nedeniyle makro içeren .xlsm dosyalarını kabul etmiyoruz. Dosyayı .xlsx olarak kaydedip yeniden yükleyebilirsiniz; PDF de kabul edilir.',
      ],
    ],
  );

  await ticket(
    marmara.owner,
    {
      subject: 'Şirket unvanımız değişti, fatura bilgilerini güncelleme',
      category: 'billing',
      message:
        'Ticaret sicilinde unvanımız "Marmara Endüstriyel Tedarik ve Ticaret A.Ş." olarak değişti. Platformdaki şirket bilgilerimizi nasıl güncelleyebiliriz?',
    },
    staff,
    [
      [
        staff,
        'Merhaba, Şirketim sayfasından unvanı güncelleyebilirsiniz. Unvan değişikliği için güncel vergi levhanızı Belgeler bölümüne yüklemeniz yeterli; ekibimiz aynı gün kontrol eder.',
      ],
      [marmara.owner, 'Güncelledik ve levhayı yükledik, teşekkürler.'],
      ['close', marmara.owner],
    ],
  );

  await ticket(
    both.owner,
    {
      subject: 'Satıcı onayımız hâlâ beklemede görünüyor',
      category: 'company',
      message:
        'Alıcı rolümüz onaylandı ancak satıcı rolü için yaptığımız başvuru bir haftadır beklemede. Eksik bir belge var mı?',
    },
    staff,
    [
      [
        staff,
        'Merhaba, imza sirküleriniz okunamıyor. Taranmış, net bir kopyasını yüklerseniz başvurunuzu hemen değerlendireceğiz.',
      ],
      [
        both.owner,
        'Yeni taramayı az önce yükledik. Kontrol edebilir misiniz? Ayrıca onay sonrası bildirim gelecek mi?',
      ],
    ],
  );
}
