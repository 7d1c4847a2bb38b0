export const page = {
  title: 'Çerez Politikası',
  content: `
<p>Bu Çerez Politikası, TeklifAl Elektronik Ticaret A.Ş. (“TeklifAl”) tarafından işletilen TeklifAl
platformunda (“Platform”) çerezlerin ve tarayıcı yerel depolaması gibi benzer teknolojilerin hangi
amaçlarla kullanıldığını ve bunları nasıl yönetebileceğinizi açıklamaktadır. Kişisel verilerinizin
işlenmesine ilişkin ayrıntılı bilgiyi KVKK Aydınlatma Metni’nde bulabilirsiniz.</p>

<h2>Çerez Nedir?</h2>
<p>Çerezler, bir internet sitesini ziyaret ettiğinizde tarayıcınız aracılığıyla cihazınıza
kaydedilen küçük metin dosyalarıdır. Çerezler sayesinde site, oturumunuzun açık olduğunu,
tercihlerinizi ve bir sayfadan diğerine geçerken yaptığınız seçimleri hatırlayabilir.</p>
<p>Tarayıcı yerel depolaması (<em>localStorage</em>) ise çerezlere benzer şekilde tarayıcınızda
tutulan, ancak sunucuya her istekle otomatik olarak gönderilmeyen verilerdir. Bu politikada, aksi
belirtilmedikçe, çerezler ve yerel depolama birlikte “çerez” olarak anılmaktadır.</p>
<p>Çerezler süresine göre <strong>oturum çerezleri</strong> (tarayıcı kapatıldığında silinir) ve
<strong>kalıcı çerezler</strong> (belirlenen süre dolana veya siz silene kadar cihazınızda kalır);
kaynağına göre ise <strong>birinci taraf</strong> (doğrudan Platform tarafından yerleştirilen) ve
<strong>üçüncü taraf</strong> (başka bir hizmet sağlayıcı tarafından yerleştirilen) çerezler olarak
sınıflandırılır.</p>

<h2>Çerez Türleri</h2>
<table>
<thead>
<tr><th>Çerez Türü</th><th>Amaç</th><th>Süre</th></tr>
</thead>
<tbody>
<tr><td>Zorunlu</td><td>Oturum açma, güvenlik ve Platform’un temel işlevleri için gereklidir. Bu
çerezler olmadan Platform düzgün çalışmaz; bu nedenle açık rızanıza bağlı değildir.</td><td>Oturum
süresince veya en fazla 7 gün</td></tr>
<tr><td>İşlevsel</td><td>Dil tercihi ve seçili şirket gibi tercihlerinizi hatırlayarak Platform’u
her ziyaretinizde yeniden ayarlamanıza gerek kalmamasını sağlar.</td><td>Kalıcı (siz silene kadar)
veya çıkış yapıldığında silinir</td></tr>
<tr><td>Analitik</td><td>Platform’un nasıl kullanıldığını istatistiksel olarak ölçerek performansın
ve kullanıcı deneyiminin iyileştirilmesine yardımcı olur. Yalnızca açık rızanızla
kullanılır.</td><td>En fazla 12 ay</td></tr>
<tr><td>Pazarlama</td><td>İlgi alanlarınıza uygun içerik ve kampanyaların gösterilmesi ile kampanya
etkinliğinin ölçülmesi için kullanılır. Yalnızca açık rızanızla kullanılır.</td><td>En fazla 12
ay</td></tr>
</tbody>
</table>
<p>Platform şu anda analitik veya pazarlama amaçlı üçüncü taraf çerezi kullanmamaktadır. Bu tür
çerezler ileride kullanılmaya başlanırsa, bu politika güncellenecek ve çerezler yalnızca açık
rızanız alındıktan sonra etkinleştirilecektir.</p>

<h2>Platformda Kullanılan Çerezler</h2>
<p>Aşağıdaki tabloda Platform’un kullandığı çerezler ve yerel depolama anahtarları yer almaktadır.
Tümü birinci taraf niteliğindedir; içerdikleri bilgiler üçüncü kişilerle paylaşılmaz.</p>
<table>
<thead>
<tr><th>Çerez Adı</th><th>Sağlayıcı</th><th>Amaç</th><th>Süre</th></tr>
</thead>
<tbody>
<tr><td>better-auth.session_token</td><td>TeklifAl</td><td>Zorunlu çerez. Oturumunuzu güvenli
biçimde sürdürür ve her istekte oturum açmış olduğunuzu doğrular. Tarayıcıdaki komut dosyalarınca
okunamaz (HttpOnly).</td><td>7 gün</td></tr>
<tr><td>better-auth.session_data</td><td>TeklifAl</td><td>Zorunlu çerez. Oturum bilgilerinin kısa
süreli önbelleğidir; her sayfa isteğinde sunucunun yeniden sorgulanmasını önleyerek Platform’u
hızlandırır.</td><td>5 dakika</td></tr>
<tr><td>language <em>(yerel depolama)</em></td><td>TeklifAl</td><td>İşlevsel. Seçtiğiniz arayüz
dilini (Türkçe veya İngilizce) hatırlar.</td><td>Kalıcı</td></tr>
<tr><td>logoUrl <em>(yerel depolama)</em></td><td>TeklifAl</td><td>İşlevsel. Site ayarları
önbelleği; logonun sayfa açılışında hızlıca gösterilmesini sağlar.</td><td>Kalıcı</td></tr>
<tr><td>seoData <em>(yerel depolama)</em></td><td>TeklifAl</td><td>İşlevsel. Site ayarları
önbelleği; site başlığı ve açıklaması gibi bilgileri saklar.</td><td>Kalıcı</td></tr>
<tr><td>company <em>(yerel depolama)</em></td><td>TeklifAl</td><td>İşlevsel. Seçili şirket bilgisini
saklar; birden fazla firmaya bağlı kullanıcıların hangi firma adına işlem yaptığını
hatırlar.</td><td>Çıkış yapıldığında silinir</td></tr>
</tbody>
</table>

<h2>Çerezlerin Hukuki Dayanağı</h2>
<p>Zorunlu çerezler, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun 5. maddesi uyarınca
sözleşmenin kurulması ve ifası ile meşru menfaatimiz kapsamında kullanılır. İşlevsel çerezler, talep
ettiğiniz özelliklerin sunulabilmesi için gereklidir. Analitik ve pazarlama çerezleri ise
kullanılmaya başlanması hâlinde yalnızca açık rızanıza dayanılarak etkinleştirilecek ve rızanızı
dilediğiniz zaman geri alabileceksiniz.</p>

<h2>Çerezleri Nasıl Yönetebilirsiniz?</h2>
<p>Tarayıcınızın ayarlarından çerezleri görüntüleyebilir, silebilir veya engelleyebilirsiniz. Yerel
depolama verileri de tarayıcınızın “site verilerini temizle” seçeneğiyle silinir. Zorunlu çerezleri
engellemeniz hâlinde Platform’a giriş yapamayabilir veya bazı özellikleri kullanamayabilirsiniz;
işlevsel verileri silmeniz hâlinde ise dil ve şirket seçimi gibi tercihlerinizi yeniden yapmanız
gerekir.</p>
<p>Yaygın tarayıcılarda çerez ayarlarının nasıl yönetileceğine ilişkin bilgiye aşağıdaki
bağlantılardan ulaşabilirsiniz:</p>
<ul>
<li><a href="https://support.google.com/chrome/answer/95647" target="_blank"
rel="noopener noreferrer">Google Chrome</a></li>
<li><a href="https://support.mozilla.org/tr/kb/cerezleri-etkinlestirme-ve-devre-disi-birakma"
target="_blank" rel="noopener noreferrer">Mozilla Firefox</a></li>
<li><a href="https://support.apple.com/tr-tr/guide/safari/sfri11471/mac" target="_blank"
rel="noopener noreferrer">Apple Safari</a></li>
<li><a
href="https://support.microsoft.com/tr-tr/microsoft-edge/microsoft-edge-de-tanımlama-bilgilerini-silme-63947406-40ac-c3b8-57b9-2a946a29ae09"
target="_blank" rel="noopener noreferrer">Microsoft Edge</a></li>
<li><a href="https://help.opera.com/en/latest/web-preferences/#cookies" target="_blank"
rel="noopener noreferrer">Opera</a></li>
</ul>
<p>Mobil cihazlarda çerez ayarları, genellikle tarayıcı uygulamasının “Ayarlar” menüsündeki gizlilik
veya site verileri bölümünden yönetilebilir.</p>

<h2>Değişiklikler ve İletişim</h2>
<p>Bu politika, kullanılan çerezlerde veya mevzuatta meydana gelen değişikliklere göre
güncellenebilir; güncel metin her zaman bu sayfada yayımlanır. Çerezlere ilişkin sorularınızı <a
href="mailto:kvkk@teklifal.com.tr">kvkk@teklifal.com.tr</a> adresine iletebilirsiniz.</p>
`,
};
