export const page = {
  title: 'İletişim',
  content: `
<p>TeklifAl ekibi olarak sorularınızı yanıtlamaktan, önerilerinizi dinlemekten ve Platform’u
kullanırken karşılaştığınız sorunları çözmekten memnuniyet duyarız. Size en hızlı şekilde yardımcı
olabilmemiz için lütfen talebinize uygun iletişim kanalını seçiniz.</p>

<h2>İletişim Bilgileri</h2>
<table>
<tbody>
<tr><th>Unvan</th><td>TeklifAl Elektronik Ticaret A.Ş.</td></tr>
<tr><th>Adres</th><td>Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer/İstanbul</td></tr>
<tr><th>Telefon</th><td><a href="tel:+902125550000">+90 212 555 00 00</a></td></tr>
<tr><th>E-posta</th><td><a href="mailto:destek@teklifal.com.tr">destek@teklifal.com.tr</a></td></tr>
<tr><th>KEP adresi</th><td>teklifal@hs01.kep.tr</td></tr>
<tr><th>Çalışma saatleri</th><td>Hafta içi 09:00–18:00 (resmî tatiller hariç)</td></tr>
</tbody>
</table>

<h2>Destek Talepleri</h2>
<p>Platform’a giriş yapmış kullanıcılarımız, destek taleplerini en hızlı şekilde <a
href="/support">Destek</a> sayfasından oluşturabilir. Destek sayfası üzerinden açılan talepler
hesabınız ve firmanızla otomatik olarak ilişkilendirildiği için ekibimiz sorununuzu ek bilgi
istemeden inceleyebilir; talebinizin durumunu ve yanıtlarımızı aynı sayfadan takip
edebilirsiniz.</p>
<p>Hesabınıza giriş yapamıyorsanız veya henüz üye değilseniz, <a
href="mailto:destek@teklifal.com.tr">destek@teklifal.com.tr</a> adresine yazabilirsiniz.
E-postanızda firma unvanınızı, kayıtlı e-posta adresinizi ve yaşadığınız sorunu mümkünse ekran
görüntüsüyle birlikte belirtmeniz, talebinizin daha hızlı sonuçlanmasını sağlar.</p>
<p>Çalışma saatleri içinde iletilen taleplere genellikle aynı iş günü içinde, çalışma saatleri
dışında iletilen taleplere ise bir sonraki iş günü dönüş yapılır.</p>

<h2>Hangi Konuda Nereye Başvurmalısınız?</h2>
<ul>
<li><strong>Üyelik, firma doğrulama, ilan, teklif ve sipariş işlemleri:</strong> Destek sayfası veya
destek@teklifal.com.tr</li>
<li><strong>İş birliği, kurumsal üyelik ve basın talepleri:</strong> destek@teklifal.com.tr
adresine, konu satırında talebinizin türünü belirterek</li>
<li><strong>Kişisel verilere ilişkin başvurular:</strong> KVKK Aydınlatma Metni’nde açıklanan usulle
<a href="mailto:kvkk@teklifal.com.tr">kvkk@teklifal.com.tr</a> adresine</li>
<li><strong>Resmî yazışmalar ve hukuki bildirimler:</strong> teklifal@hs01.kep.tr KEP adresine veya
yukarıdaki posta adresimize</li>
<li><strong>Güvenlik açığı bildirimleri:</strong> destek@teklifal.com.tr adresine, konu satırına
“Güvenlik” yazarak</li>
</ul>

<h2>Sık Sorulan Konular</h2>
<ul>
<li><strong>Firma doğrulaması ne kadar sürer?</strong> Eksiksiz yüklenen başvurular genellikle
birkaç iş günü içinde sonuçlandırılır. Ek belge gerekmesi hâlinde size Platform üzerinden ve e-posta
ile bilgi verilir.</li>
<li><strong>Parolamı unuttum, ne yapmalıyım?</strong> Giriş ekranındaki “Şifremi unuttum”
bağlantısını kullanarak kayıtlı e-posta adresinize sıfırlama bağlantısı gönderebilirsiniz.</li>
<li><strong>Firmama yeni kullanıcı nasıl eklerim?</strong> Firma yetkilisi, firma ayarları
bölümünden çalışma arkadaşlarını davet edebilir ve rollerini belirleyebilir.</li>
<li><strong>Bir teklif veya sipariş hakkında karşı tarafla nasıl iletişim kurarım?</strong> İlgili
ilan veya sipariş sayfasındaki mesajlaşma alanını kullanabilirsiniz; yazışmalar kayıt altında
tutulur.</li>
<li><strong>Hesabımı nasıl kapatabilirim?</strong> Hesap kapatma talebinizi Destek sayfasından
iletebilirsiniz. Devam eden siparişleriniz varsa, bunlardan doğan yükümlülükler tamamlandıktan sonra
hesabınız kapatılır; kişisel verileriniz ise mevzuatta öngörülen saklama süreleri sonunda silinir
veya anonim hâle getirilir.</li>
</ul>
<p>Telefon görüşmelerinde güvenliğiniz için hiçbir zaman parolanızı veya doğrulama kodlarınızı
sormayız. Bu tür bilgiler talep eden aramalara veya e-postalara itibar etmeyiniz ve durumu bize
bildiriniz.</p>

<h2>Şikâyet ve Öneriler</h2>
<p>Platform’da kurallara aykırı olduğunu düşündüğünüz bir ilan, teklif, mesaj veya firma ile
karşılaşırsanız lütfen bize bildiriniz. Bildirimleriniz gizli tutulur ve Kullanım Koşulları
çerçevesinde incelenerek gerekli önlemler alınır. Hizmetlerimizi geliştirmemize yardımcı olacak
önerilerinizi de aynı kanallardan bekliyoruz.</p>

<h2>Ofisimizi Ziyaret</h2>
<p>Ofisimiz, İstanbul Maslak’ta, toplu taşıma ile kolayca ulaşılabilen bir konumdadır. Yüz yüze
görüşme talepleriniz için lütfen önceden telefon veya e-posta ile randevu alınız.</p>
`,
};
