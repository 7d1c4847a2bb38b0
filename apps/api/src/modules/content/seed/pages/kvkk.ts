export const page = {
  title: 'KVKK Aydınlatma Metni',
  content: `
<h2>1. Veri Sorumlusu</h2>
<p>6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK” veya “Kanun”) uyarınca kişisel
verileriniz, veri sorumlusu sıfatıyla <strong>TeklifAl Elektronik Ticaret A.Ş.</strong> (“TeklifAl”
veya “Şirket”) tarafından aşağıda açıklanan kapsamda işlenmektedir. Bu metin; TeklifAl internet
sitesini ve buna bağlı uygulamaları (birlikte “Platform”) ziyaret eden, Platform’a üye olan ve alıcı
veya satıcı firma adına işlem yapan gerçek kişileri bilgilendirmek amacıyla Kanun’un 10. maddesi ve
Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca
hazırlanmıştır.</p>
<ul>
<li><strong>Unvan:</strong> TeklifAl Elektronik Ticaret A.Ş.</li>
<li><strong>Adres:</strong> Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer/İstanbul</li>
<li><strong>E-posta:</strong> <a href="mailto:kvkk@teklifal.com.tr">kvkk@teklifal.com.tr</a></li>
<li><strong>KEP adresi:</strong> teklifal@hs01.kep.tr</li>
</ul>

<h2>2. İşlenen Kişisel Veri Kategorileri</h2>
<p>Platform’u kullanım şeklinize bağlı olarak aşağıdaki kişisel veri kategorileri
işlenebilmektedir:</p>
<table>
<thead>
<tr><th>Veri Kategorisi</th><th>Açıklama ve Örnekler</th></tr>
</thead>
<tbody>
<tr><td>Kimlik</td><td>Ad, soyad; şahıs işletmelerinde vergi kimlik numarası yerine kullanılan T.C.
kimlik numarası; firmadaki unvan ve görev bilgisi</td></tr>
<tr><td>İletişim</td><td>E-posta adresi, cep telefonu numarası, iş adresi</td></tr>
<tr><td>Şirket</td><td>Temsil ettiğiniz firmanın unvanı, vergi kimlik numarası ve vergi dairesi,
MERSİS numarası, adresi, faaliyet sektörleri; vergi levhası, imza sirküleri, ticaret sicil gazetesi
gibi doğrulama belgelerinde yer alan kişisel veriler; firmadaki kullanıcı rolünüz</td></tr>
<tr><td>İşlem güvenliği</td><td>IP adresi, oturum ve çerez kayıtları, giriş ve çıkış zamanları,
tarayıcı ve cihaz bilgileri, tek yönlü olarak özetlenmiş parola bilgisi, doğrulama kodları</td></tr>
<tr><td>Ticari işlem</td><td>Oluşturduğunuz satın alma talepleri (ilanlar), verdiğiniz ve aldığınız
teklifler, sipariş, teslimat ve fatura bilgileri, Platform içi yazışmalar ve destek
talepleri</td></tr>
<tr><td>Pazarlama</td><td>Yalnızca açık rızanız bulunması hâlinde bülten aboneliği ve ileti
tercihleri</td></tr>
</tbody>
</table>

<h2>3. Kişisel Verilerin İşlenme Amaçları</h2>
<p>Kişisel verileriniz, Kanun’un 4. maddesinde yer alan genel ilkelere uygun olarak ve aşağıdaki
amaçlarla sınırlı biçimde işlenmektedir:</p>
<ul>
<li>Üyelik kaydının oluşturulması, hesabın yönetilmesi ve kimlik doğrulamasının yapılması,</li>
<li>Alıcı ve satıcı firmaların doğrulanması (VKN/TCKN kontrolü ve belge incelemesi) ile firma
yetkilisi sıfatının teyit edilmesi,</li>
<li>Satın alma taleplerinin yayımlanması, tekliflerin iletilmesi ve karşılaştırılması, kabul edilen
tekliflerin siparişe dönüştürülmesi,</li>
<li>Alıcı ile satıcı arasındaki yazışma ve bildirim süreçlerinin yürütülmesi,</li>
<li>Sipariş, teslimat ve faturalandırma süreçlerinin takibi,</li>
<li>Destek taleplerinin yanıtlanması, öneri ve şikâyetlerin yönetilmesi,</li>
<li>Bilgi güvenliği süreçlerinin yürütülmesi, dolandırıcılığın ve kötüye kullanımın önlenmesi,
erişim ve işlem kayıtlarının tutulması,</li>
<li>6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun, 5651 sayılı Kanun, 6102 sayılı
Türk Ticaret Kanunu ve 213 sayılı Vergi Usul Kanunu başta olmak üzere mevzuattan doğan
yükümlülüklerin yerine getirilmesi,</li>
<li>Yetkili kamu kurum ve kuruluşlarının bilgi ve belge taleplerinin karşılanması,</li>
<li>Hukuki uyuşmazlıklarda hakların tesisi, kullanılması ve korunması,</li>
<li>Açık rızanızın bulunması hâlinde ticari elektronik ileti gönderilmesi ve bülten aboneliğinin
yönetilmesi.</li>
</ul>

<h2>4. Kişisel Veri İşlemenin Hukuki Sebepleri</h2>
<p>Kişisel verileriniz, Kanun’un 5. maddesinde sayılan aşağıdaki hukuki sebeplere dayanılarak
işlenmektedir:</p>
<ul>
<li><strong>Bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması
(m.5/2-c):</strong> Kullanım Koşulları kapsamında hesabın açılması; ilan, teklif ve sipariş
süreçlerinin yürütülmesi.</li>
<li><strong>Kanunlarda açıkça öngörülmesi (m.5/2-a) ve veri sorumlusunun hukuki yükümlülüğünü yerine
getirebilmesi için zorunlu olması (m.5/2-ç):</strong> Trafik ve işlem kayıtlarının saklanması,
ticari defter ve belgelerin muhafazası, yetkili mercilere bilgi verilmesi.</li>
<li><strong>İlgili kişinin kendisi tarafından alenileştirilmiş olması (m.5/2-d):</strong> Firma
profilinde herkese açık olarak yayımladığınız iletişim bilgileri.</li>
<li><strong>Bir hakkın tesisi, kullanılması veya korunması için zorunlu olması (m.5/2-e):</strong>
Uyuşmazlık hâlinde delil olarak kullanılmak üzere kayıtların saklanması.</li>
<li><strong>Veri sorumlusunun meşru menfaati (m.5/2-f):</strong> Platform güvenliğinin sağlanması,
firma doğrulaması, hizmet kalitesinin ölçülmesi ve kötüye kullanımın önlenmesi; bu işlemler temel
hak ve özgürlüklerinize zarar vermemek kaydıyla yapılır.</li>
<li><strong>Açık rıza (m.5/1):</strong> Ticari elektronik ileti gönderimi ve zorunlu olmayan
çerezler gibi, yukarıdaki hukuki sebeplerden hiçbirine dayanmayan işlemler. Açık rızanızı
dilediğiniz zaman geri alabilirsiniz.</li>
</ul>
<p>Platform, olağan işleyişinde özel nitelikli kişisel veri talep etmez. Bu tür veriler ancak
Kanun’un 6. maddesinde sayılan şartların bulunması ve Kişisel Verileri Koruma Kurulu (“Kurul”)
tarafından belirlenen yeterli önlemlerin alınması hâlinde işlenir. Doğrulama için yüklediğiniz
belgelerde bu nitelikte bir veri yer alıyorsa, ilgili alanı karartarak yüklemenizi rica ederiz.</p>

<h2>5. Kişisel Verilerin Aktarılması</h2>
<p>Kişisel verileriniz, yukarıdaki amaçlarla sınırlı ve ölçülü olmak kaydıyla, Kanun’un 8. ve 9.
maddelerine uygun olarak aşağıdaki alıcı gruplarına aktarılabilir:</p>
<ul>
<li><strong>İşlemin karşı tarafı olan firmalar:</strong> Bir ilana teklif verdiğinizde veya bir
teklifi kabul ettiğinizde, işlemin yürütülebilmesi için gerekli firma ve yetkili iletişim bilgileri
karşı tarafla paylaşılır.</li>
<li><strong>Hizmet sağlayıcılar:</strong> Sunucu barındırma, yedekleme, e-posta ve SMS gönderimi
gibi hizmetleri aldığımız ve veri işleyen sıfatıyla hareket eden tedarikçiler.</li>
<li><strong>Profesyonel danışmanlar:</strong> Hukuk, mali müşavirlik ve bağımsız denetim hizmeti
aldığımız kişi ve kuruluşlar.</li>
<li><strong>Yetkili kamu kurum ve kuruluşları:</strong> Mahkemeler, savcılıklar, Ticaret Bakanlığı,
Gelir İdaresi Başkanlığı ve kanunen yetkili diğer merciler.</li>
</ul>
<p>Hizmet sağlayıcılarımızdan birinin sunucularının yurt dışında bulunması hâlinde aktarım, Kanun’un
9. maddesi uyarınca; ilgili ülke hakkında yeterlilik kararı bulunması veya Kurul’ca ilan edilen
standart sözleşme ya da bağlayıcı şirket kuralları gibi uygun güvencelerden birinin sağlanması
şartıyla, bunların bulunmadığı hâllerde ise yalnızca Kanun’da sayılan arızi aktarım istisnaları
çerçevesinde gerçekleştirilir.</p>

<h2>6. Kişisel Verilerin Toplanma Yöntemi</h2>
<p>Kişisel verileriniz; üyelik, firma kayıt ve doğrulama formları, ilan ve teklif formları,
mesajlaşma ve destek ekranları, e-posta ve telefon yoluyla yapılan iletişimler ile çerezler ve
benzeri teknolojiler aracılığıyla, elektronik ortamda kısmen veya tamamen otomatik yollarla
toplanmaktadır. Sizi firmasının kullanıcısı olarak Platform’a davet eden firma yetkilileri
aracılığıyla da verileriniz elde edilebilir.</p>

<h2>7. Saklama Süresi</h2>
<p>Kişisel verileriniz, işlenme amacının gerektirdiği süre ve ilgili mevzuatta öngörülen saklama ve
zamanaşımı süreleri boyunca saklanır. Örneğin ticari defter ve belgeler Türk Ticaret Kanunu ve Vergi
Usul Kanunu uyarınca on (10) yıl, trafik kayıtları ise ilgili mevzuatta öngörülen süre boyunca
muhafaza edilir. Bu sürelerin sona ermesiyle veriler, Kişisel Verilerin Silinmesi, Yok Edilmesi veya
Anonim Hale Getirilmesi Hakkında Yönetmelik’e uygun olarak silinir, yok edilir veya anonim hâle
getirilir.</p>

<h2>8. İlgili Kişinin Hakları</h2>
<p>Kanun’un 11. maddesi uyarınca veri sorumlusuna başvurarak aşağıdaki haklarınızı
kullanabilirsiniz:</p>
<ol>
<li>Kişisel verilerinizin işlenip işlenmediğini öğrenme,</li>
<li>Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,</li>
<li>Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını
öğrenme,</li>
<li>Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,</li>
<li>Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini
isteme,</li>
<li>Kanun’un 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok
edilmesini isteme,</li>
<li>Beşinci ve altıncı bentler uyarınca yapılan işlemlerin, kişisel verilerinizin aktarıldığı üçüncü
kişilere bildirilmesini isteme,</li>
<li>İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize
bir sonucun ortaya çıkmasına itiraz etme,</li>
<li>Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın
giderilmesini talep etme.</li>
</ol>

<h2>9. Başvuru Yöntemi</h2>
<p>Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’e
uygun olarak, Türkçe ve yazılı olarak aşağıdaki yollardan biriyle iletebilirsiniz:</p>
<ul>
<li>Islak imzalı dilekçe ile şahsen veya noter aracılığıyla, zarfın üzerine “KVKK Kapsamında Bilgi
Talebi” yazarak Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer/İstanbul adresine,</li>
<li>Kayıtlı elektronik posta (KEP) ile teklifal@hs01.kep.tr adresine,</li>
<li>Güvenli elektronik imza veya mobil imza ile imzalanmış olarak ya da Platform’da kayıtlı e-posta
adresinizden <a href="mailto:kvkk@teklifal.com.tr">kvkk@teklifal.com.tr</a> adresine.</li>
</ul>
<p>Başvurunuzda ad, soyad ve yazılı başvurularda imza; Türkiye Cumhuriyeti vatandaşları için T.C.
kimlik numarası, yabancılar için uyruk ile pasaport veya kimlik numarası; tebligata esas yerleşim
yeri veya iş yeri adresi; varsa bildirime esas e-posta adresi, telefon veya faks numarası ile talep
konusunun bulunması zorunludur. Talebinize ilişkin bilgi ve belgeler başvuruya eklenmelidir.
Kimliğinizi doğrulayabilmek için ek bilgi istenebilir.</p>
<p>Başvurunuz, talebin niteliğine göre en kısa sürede ve <strong>en geç otuz (30) gün</strong>
içinde ücretsiz olarak sonuçlandırılır. Ancak işlemin ayrıca bir maliyet gerektirmesi hâlinde Kurul
tarafından belirlenen tarifedeki ücret alınabilir. Cevabımız size yazılı olarak veya elektronik
ortamda bildirilir.</p>
<p>Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya başvurunuza süresinde cevap
verilmemesi hâllerinde; cevabı öğrendiğiniz tarihten itibaren otuz (30) gün ve her hâlde başvuru
tarihinden itibaren <strong>altmış (60) gün</strong> içinde, Kanun’un 14. maddesi uyarınca
Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.</p>

<h2>10. Değişiklikler</h2>
<p>Bu aydınlatma metni, mevzuattaki ve Platform’un işleyişindeki değişikliklere bağlı olarak
güncellenebilir. Metnin güncel hâli her zaman bu sayfada yayımlanır; önemli değişiklikler ayrıca
Platform üzerinden duyurulur.</p>
`,
};
