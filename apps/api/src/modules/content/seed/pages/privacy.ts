export const page = {
  title: 'Bilgi Güvenliği Politikası',
  content: `
<p>TeklifAl Elektronik Ticaret A.Ş. (“TeklifAl”), işletmeler arası satın alma süreçlerine aracılık
eden bir platform olarak, kullanıcılarının ve firmaların kendisine emanet ettiği ticari bilgilerin
güvenliğini işinin temeli olarak kabul eder. Bu politika, TeklifAl’ın bilgi varlıklarını korumak
için benimsediği ilkeleri ve taahhütleri ortaya koyar; ISO/IEC 27001 Bilgi Güvenliği Yönetim Sistemi
standardının gerekleri esas alınarak hazırlanmıştır.</p>

<h2>1. Amaç ve Kapsam</h2>
<p>Bu politikanın amacı; TeklifAl platformunda (“Platform”) işlenen ilan, teklif, sipariş, yazışma,
firma belgesi ve kişisel veriler başta olmak üzere tüm bilgi varlıklarının gizliliğini, bütünlüğünü
ve erişilebilirliğini sağlamaktır. Politika; TeklifAl çalışanlarını, stajyerlerini, danışmanlarını,
hizmet aldığı tedarikçileri ve Platform’un geliştirilmesi, işletilmesi ve desteklenmesinde
kullanılan tüm sistem ve süreçleri kapsar.</p>

<h2>2. Temel İlkeler</h2>
<ul>
<li><strong>Gizlilik:</strong> Bilgiye yalnızca yetkili kişilerin, yalnızca görevleri için gerekli
olduğu ölçüde erişmesi sağlanır. Bir firmanın verdiği teklifin içeriği, ilan sahibi dışında hiçbir
satıcıyla paylaşılmaz.</li>
<li><strong>Bütünlük:</strong> Bilginin doğruluğu ve eksiksizliği korunur; yetkisiz değişiklikler
önlenir ve önemli işlemler izlenebilir şekilde kayıt altına alınır.</li>
<li><strong>Erişilebilirlik:</strong> Platform ve veriler, yetkili kullanıcılar tarafından ihtiyaç
duyulduğunda kullanılabilir durumda tutulur; kesintiler en aza indirilir.</li>
</ul>

<h2>3. Taahhütlerimiz</h2>
<h3>Risk Yönetimi</h3>
<p>Bilgi varlıkları envanteri tutulur, varlıklara yönelik tehditler ve açıklıklar düzenli olarak
değerlendirilir ve riskler kabul edilebilir seviyeye indirilinceye kadar uygun kontroller uygulanır.
Yeni bir özellik veya tedarikçi devreye alınmadan önce güvenlik etkisi incelenir.</p>
<h3>Erişim Kontrolü</h3>
<p>Erişim yetkileri “bilmesi gereken” ve “en az yetki” ilkelerine göre tanımlanır. Platform’da her
kullanıcı yalnızca bağlı olduğu firmanın verilerine, firmadaki rolünün izin verdiği ölçüde
erişebilir. Yönetim arayüzlerine erişim güçlü kimlik doğrulamasıyla korunur; yetkiler düzenli olarak
gözden geçirilir ve görev değişikliği veya ayrılık hâlinde gecikmeksizin kaldırılır. Parolalar
yalnızca güçlü, tek yönlü özetleme algoritmalarıyla saklanır.</p>
<h3>Şifreleme</h3>
<p>Platform ile kullanıcılar arasındaki tüm iletişim, güncel TLS protokolleriyle şifrelenir. Oturum
çerezleri güvenli ve komut dosyalarınca okunamaz biçimde ayarlanır. Yedekler ve hassas belgeler,
yetkisiz erişime karşı korunan ortamlarda saklanır.</p>
<h3>Yedekleme ve İş Sürekliliği</h3>
<p>Veritabanları ve yüklenen belgeler düzenli olarak yedeklenir; yedekler birincil sistemlerden ayrı
bir ortamda tutulur ve geri yüklenebilirlikleri periyodik olarak test edilir. Olası bir kesintide
hizmetin makul sürede yeniden sağlanması için iş sürekliliği ve felaket kurtarma planları hazırlanır
ve güncel tutulur.</p>
<h3>Güvenli Yazılım Geliştirme</h3>
<p>Platform yazılımı; kod incelemesi, otomatik testler, bağımlılıkların güvenlik açıklarına karşı
izlenmesi ve girdi doğrulaması gibi güvenli geliştirme uygulamalarıyla geliştirilir. Test ve
geliştirme ortamlarında gerçek kişisel veri kullanılmaz.</p>
<h3>Kayıt ve İzleme</h3>
<p>Sistemlere erişim ve kritik işlemler kayıt altına alınır; kayıtlar yetkisiz değişikliğe karşı
korunur ve olağan dışı hareketlerin tespiti için izlenir.</p>
<h3>Olay Yönetimi</h3>
<p>Bilgi güvenliği olayları ve ihlal şüpheleri kayıt altına alınır, önceliklendirilir ve tanımlı bir
süreçle ele alınır. Kişisel veri ihlali durumunda, 6698 sayılı Kişisel Verilerin Korunması Kanunu
uyarınca Kişisel Verileri Koruma Kurulu’na ve etkilenen kişilere gerekli bildirimler mevzuatta
öngörülen sürelerde yapılır. Her olaydan sonra kök neden analizi yapılarak benzer olayların
tekrarlanmasını önleyecek iyileştirmeler uygulanır.</p>
<h3>Tedarikçi Güvenliği</h3>
<p>Barındırma, e-posta, yedekleme gibi hizmetleri aldığımız tedarikçiler, güvenlik yetkinlikleri
değerlendirilerek seçilir. Tedarikçilerle yapılan sözleşmelere gizlilik, veri koruma ve güvenlik
yükümlülükleri eklenir; tedarikçilerin bu yükümlülüklere uyumu izlenir.</p>
<h3>Çalışan Farkındalığı ve Eğitim</h3>
<p>Tüm çalışanlar işe başlarken gizlilik taahhüdü imzalar ve bilgi güvenliği ile kişisel verilerin
korunması konularında düzenli eğitim alır. Oltalama (phishing) gibi güncel tehditlere karşı
farkındalık çalışmaları yapılır. Politikaya aykırı davranışlar disiplin sürecine tabidir.</p>
<h3>Fiziksel ve Çevresel Güvenlik</h3>
<p>Platform, fiziksel erişimi kontrol edilen, yangın ve enerji kesintisine karşı korunan veri
merkezlerinde barındırılır. Ofis ortamında ekran kilidi ve temiz masa ilkeleri uygulanır.</p>

<h2>4. Yasal Uyum</h2>
<p>TeklifAl; 6698 sayılı Kişisel Verilerin Korunması Kanunu, 5651 sayılı Kanun, 6563 sayılı
Elektronik Ticaretin Düzenlenmesi Hakkında Kanun ve ilgili ikincil mevzuat ile müşterileriyle
yaptığı sözleşmelerden doğan bilgi güvenliği yükümlülüklerine uyar.</p>

<h2>5. Roller ve Sorumluluklar</h2>
<p>Üst yönetim, bu politikanın uygulanması için gerekli kaynakları sağlamayı ve bilgi güvenliği
yönetim sisteminin sürekli iyileştirilmesini taahhüt eder. Bilgi güvenliğinden sorumlu ekip,
kontrollerin uygulanmasını koordine eder ve yönetime düzenli olarak raporlar. Her çalışan, bu
politikaya uymaktan ve fark ettiği güvenlik zafiyetlerini veya olayları derhâl bildirmekten
sorumludur.</p>

<h2>6. Gözden Geçirme</h2>
<p>Bu politika ve bağlı prosedürler en az yılda bir kez ve önemli organizasyonel, teknik veya yasal
değişikliklerde gözden geçirilir; iç denetim sonuçları ve olaylardan çıkarılan dersler doğrultusunda
güncellenir.</p>

<h2>7. Güvenlik Açığı Bildirimi</h2>
<p>Platform’da bir güvenlik açığı tespit ettiğinizi düşünüyorsanız, ayrıntıları <a
href="mailto:destek@teklifal.com.tr">destek@teklifal.com.tr</a> adresine iletmenizi rica ederiz.
Bildiriminiz gizli tutulur ve en kısa sürede değerlendirilir. Lütfen açığı doğrulamak amacıyla başka
kullanıcıların verilerine erişmeye veya hizmeti aksatmaya yönelik işlemler yapmayınız.</p>
`,
};
