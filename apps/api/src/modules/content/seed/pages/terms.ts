export const page = {
  title: 'Kullanım Koşulları',
  content: `
<h2>1. Taraflar ve Kapsam</h2>
<p>Bu Kullanım Koşulları (“Koşullar”), TeklifAl Elektronik Ticaret A.Ş. (“TeklifAl”) tarafından
işletilen TeklifAl elektronik satın alma platformunun (“Platform”) kullanımına ilişkin şartları
düzenler. Platform’a üye olan veya Platform’u herhangi bir şekilde kullanan her gerçek kişi
(“Kullanıcı”) ile Kullanıcı’nın adına işlem yaptığı tüzel kişi veya işletme (“Firma”), bu Koşulları
okuduğunu, anladığını ve kabul ettiğini beyan eder.</p>
<p>Platform, yalnızca ticari veya mesleki amaçla hareket eden işletmeler arasında (B2B) satın alma
süreçlerinin yürütülmesi için tasarlanmıştır. TeklifAl, 6563 sayılı Elektronik Ticaretin
Düzenlenmesi Hakkında Kanun kapsamında aracı hizmet sağlayıcı sıfatıyla hareket eder ve Platform
üzerinden kurulan satım veya hizmet sözleşmelerinin tarafı değildir.</p>

<h2>2. Tanımlar</h2>
<ul>
<li><strong>Alıcı:</strong> Platform’da satın alma talebi oluşturan ve doğrulanmış alıcı hesabına
sahip Firma.</li>
<li><strong>Satıcı:</strong> Satın alma taleplerine teklif veren ve doğrulanmış satıcı hesabına
sahip Firma.</li>
<li><strong>İlan:</strong> Alıcı’nın ihtiyaç duyduğu ürün veya hizmeti; miktar, teslim yeri, teslim
tarihi ve diğer şartlarla birlikte tanımladığı satın alma talebi.</li>
<li><strong>Teklif:</strong> Satıcı’nın bir İlan’a karşılık fiyat, teslim süresi, ödeme şartları ve
geçerlilik süresini içeren bağlayıcı önerisi.</li>
<li><strong>Sipariş:</strong> Alıcı’nın bir Teklif’i kabul etmesiyle taraflar arasında kurulan
sözleşme ve bunun Platform’daki kaydı.</li>
</ul>

<h2>3. Üyelik</h2>
<p>Platform’a üye olmak için on sekiz yaşını doldurmuş ve ayırt etme gücüne sahip olmak, temsil
edilen Firma adına işlem yapmaya yetkili bulunmak ve kayıt formundaki bilgileri doğru, güncel ve
eksiksiz olarak doldurmak gerekir. Kullanıcı, hesabına ait parolanın gizliliğinden ve hesabı
üzerinden yapılan tüm işlemlerden sorumludur. Hesabın yetkisiz kullanıldığından şüphelenilmesi
hâlinde TeklifAl’a derhâl bildirimde bulunulmalıdır.</p>
<p>Bir Kullanıcı birden fazla Firma’ya bağlı olabilir. Firma hesabını oluşturan Kullanıcı, Firma
adına başka kullanıcıları davet etmekten, yetkilerini belirlemekten ve ayrılan çalışanların
erişimini kaldırmaktan sorumludur.</p>

<h2>4. Firma Doğrulaması</h2>
<p>İlan yayımlamak veya teklif verebilmek için Firma’nın alıcı ve/veya satıcı olarak doğrulanması
gerekir. Doğrulama sürecinde tüzel kişiler için vergi kimlik numarası (VKN), şahıs işletmeleri için
T.C. kimlik numarası (TCKN) ile vergi levhası, imza sirküleri, ticaret sicil gazetesi, faaliyet
belgesi gibi belgeler istenebilir. TeklifAl, sunulan bilgi ve belgeleri inceleyerek başvuruyu
onaylama, ek belge isteme veya gerekçesini belirterek reddetme hakkına sahiptir.</p>
<p>Doğrulama, Firma’nın Platform’a kayıt sırasında beyan ettiği bilgilerin makul ölçüde kontrol
edildiğini gösterir; Firma’nın mali durumu, ürün veya hizmetlerinin kalitesi ya da sözleşmeye uygun
ifa yeteneği hakkında bir garanti niteliği taşımaz. Firma bilgilerinde değişiklik olması hâlinde
bilgilerin en geç on beş (15) gün içinde güncellenmesi zorunludur.</p>

<h2>5. Alıcının Yükümlülükleri</h2>
<ul>
<li>İlanlarını gerçek bir satın alma ihtiyacına dayanarak, açık, doğru ve karşılaştırılabilir teklif
alınmasına imkân verecek şekilde hazırlamak,</li>
<li>Yalnızca piyasa araştırması veya fiyat bilgisi toplamak amacıyla, satın alma niyeti olmaksızın
ilan açmamak,</li>
<li>Teklifleri tarafsız biçimde değerlendirmek ve bir teklifin içeriğini diğer satıcılarla
paylaşmamak,</li>
<li>Kabul ettiği teklif kapsamında teslimatı teslim almak ve ödemeyi kararlaştırılan şartlarla
zamanında yapmak.</li>
</ul>

<h2>6. Satıcının Yükümlülükleri</h2>
<ul>
<li>Yalnızca yasal olarak satmaya veya sunmaya yetkili olduğu ürün ve hizmetler için teklif
vermek,</li>
<li>Tekliflerinde fiyat, vergi, nakliye, teslim süresi ve ödeme şartlarını açık ve eksiksiz
belirtmek,</li>
<li>Kabul edilen teklifi, ilan ve teklifte belirtilen nitelik, miktar ve sürelere uygun olarak ifa
etmek,</li>
<li>Mevzuata uygun fatura düzenlemek ve ürünlerin gerekli belgelere, standartlara ve garanti
koşullarına sahip olmasını sağlamak.</li>
</ul>

<h2>7. İlanlar ve Teklifler</h2>
<p>İlanlar ve Teklifler, ilgili Firma’nın ticari iradesini yansıtır. Bir Teklif, Satıcı tarafından
belirtilen geçerlilik süresi boyunca <strong>bağlayıcı bir öneri</strong> niteliğindedir ve bu süre
içinde Alıcı tarafından kabul edilmesiyle taraflar arasında sözleşme kurulur. Satıcı, geçerlilik
süresi dolmadan teklifini ancak Platform’un izin verdiği hâllerde ve Alıcı henüz kabul etmeden geri
çekebilir.</p>
<p>İlan, Alıcı tarafından belirtilen son teklif tarihine kadar yayında kalır. Alıcı, teklif vermiş
Satıcılara bildirim yapılması kaydıyla ilanını süresinden önce kapatabilir veya iptal edebilir.
Alıcı, en düşük fiyatlı teklifi kabul etmek zorunda değildir; hiçbir teklifi kabul etmeme hakkı
saklıdır.</p>

<h2>8. Siparişler</h2>
<p>Bir Teklif’in kabulüyle oluşan Sipariş, yalnızca Alıcı ile Satıcı arasında hüküm doğurur.
Teslimat, ödeme, ayıp, iade ve garanti gibi konulardaki tüm hak ve yükümlülükler taraflar
arasındadır. TeklifAl, taraflar arasındaki iletişimin ve sipariş durumlarının kaydını tutarak süreci
kolaylaştırır; ancak ödemenin yapılmasını, ürünün teslimini veya sözleşmenin ifasını garanti etmez.
Taraflar arasında uyuşmazlık çıkması hâlinde TeklifAl, talep üzerine Platform kayıtlarını mevzuata
uygun olarak taraflarla veya yetkili mercilerle paylaşabilir.</p>

<h2>9. Yasaklı İçerik ve Davranışlar</h2>
<p>Kullanıcılar Platform’da aşağıdaki içerik ve davranışlarda bulunamaz:</p>
<ul>
<li>Satışı, ithalatı veya kullanımı mevzuatla yasaklanmış ya da izne tabi olup izni bulunmayan ürün
ve hizmetlere ilişkin ilan veya teklif,</li>
<li>Sahte, taklit veya üçüncü kişilerin fikri mülkiyet haklarını ihlal eden ürünler,</li>
<li>Yanıltıcı, gerçeğe aykırı veya başka bir Firma adına yapılmış beyanlar,</li>
<li>Rekabeti bozucu anlaşmalar, fiyat koordinasyonu veya danışıklı teklif verme,</li>
<li>Hakaret, tehdit, ayrımcılık veya genel ahlaka aykırı içerik,</li>
<li>Platform dışında işlem yapmaya yönlendirme amacıyla iletişim bilgisi toplama, istenmeyen ticari
ileti gönderme,</li>
<li>Platform’un güvenliğini tehlikeye atacak her türlü işlem, otomatik veri toplama ve kötü amaçlı
yazılım kullanımı.</li>
</ul>

<h2>10. Fikri Mülkiyet</h2>
<p>Platform’un yazılımı, tasarımı, logosu, veritabanı ve içerikleri üzerindeki tüm fikri ve sınai
mülkiyet hakları TeklifAl’a veya lisans verenlerine aittir. Kullanıcılar, Platform’u yalnızca bu
Koşullar çerçevesinde kullanma hakkına sahiptir. Kullanıcılar, Platform’a yükledikleri içerikler
üzerinde gerekli haklara sahip olduklarını beyan eder ve bu içeriklerin Platform hizmetlerinin
sunulması amacıyla görüntülenmesi, saklanması ve işlenmesi için TeklifAl’a münhasır olmayan,
ücretsiz bir kullanım izni verir.</p>

<h2>11. Sorumluluğun Sınırlandırılması</h2>
<p>TeklifAl, Platform’un kesintisiz ve hatasız çalışması için makul özeni gösterir; ancak bakım,
güncelleme, altyapı arızası veya mücbir sebepler nedeniyle yaşanabilecek kesintilerden sorumlu
tutulamaz. TeklifAl, Kullanıcılar tarafından yayımlanan ilan, teklif ve mesajların doğruluğunu, ürün
ve hizmetlerin kalitesini veya tarafların sözleşmeyi ifa edip etmeyeceğini garanti etmez.</p>
<p>Kanunen sınırlandırılamayan hâller saklı kalmak kaydıyla, TeklifAl’ın dolaylı zararlar, kâr
kaybı, veri kaybı veya itibar kaybından sorumluluğu bulunmamaktadır. TeklifAl’ın her hâlükârda
toplam sorumluluğu, zarara yol açan olaydan önceki on iki (12) ay içinde ilgili Firma’nın TeklifAl’a
ödediği hizmet bedelleriyle sınırlıdır. Kasıt ve ağır kusur hâlleri bu sınırlamanın dışındadır.</p>

<h2>12. Hesabın Askıya Alınması ve Sonlandırılması</h2>
<p>TeklifAl; bu Koşulların ihlal edildiğini, gerçeğe aykırı bilgi veya belge sunulduğunu ya da
Platform’un hukuka aykırı amaçlarla kullanıldığını tespit etmesi veya bu yönde makul bir şüphe
duyması hâlinde, ilgili içeriği yayından kaldırabilir, Kullanıcı veya Firma hesabını geçici olarak
askıya alabilir ya da kalıcı olarak kapatabilir. Bu önlemler, ihlalin niteliğiyle orantılı olarak
uygulanır ve mümkün olduğu ölçüde gerekçesiyle birlikte bildirilir. Kullanıcılar da hesaplarını
diledikleri zaman kapatabilir; hesap kapatılmadan önce oluşmuş Siparişlerden doğan yükümlülükler
devam eder.</p>

<h2>13. Değişiklikler</h2>
<p>TeklifAl, bu Koşulları mevzuat değişiklikleri veya Platform’un işleyişindeki gelişmeler
doğrultusunda güncelleyebilir. Önemli değişiklikler, yürürlüğe girmeden makul bir süre önce Platform
üzerinden veya kayıtlı e-posta adresine bildirilir. Değişikliklerin yürürlüğe girmesinden sonra
Platform’u kullanmaya devam edilmesi, güncel Koşulların kabul edildiği anlamına gelir.</p>

<h2>14. Uygulanacak Hukuk ve Yetkili Mahkeme</h2>
<p>Bu Koşullar ve Platform kullanımından doğan uyuşmazlıklar
<strong>Türkiye Cumhuriyeti kanunlarına</strong> tabidir. Uyuşmazlıkların çözümünde
<strong>İstanbul Merkez mahkemeleri ve icra daireleri</strong> yetkilidir. TeklifAl’ın ticari
defter, kayıt ve elektronik sistem kayıtları, 6100 sayılı Hukuk Muhakemeleri Kanunu’nun 193. maddesi
uyarınca kesin delil niteliğindedir.</p>

<h2>15. İletişim</h2>
<p>Bu Koşullara ilişkin sorularınızı <a
href="mailto:destek@teklifal.com.tr">destek@teklifal.com.tr</a> adresine, hukuki bildirimlerinizi
ise teklifal@hs01.kep.tr KEP adresine iletebilirsiniz.</p>
`,
};
