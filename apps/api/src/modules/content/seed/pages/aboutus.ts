export const page = {
  title: 'Hakkımızda',
  content: `
<h2>Biz Kimiz?</h2>
<p>TeklifAl, işletmelerin satın alma süreçlerini dijitalleştiren bir işletmeden işletmeye (B2B)
e-satın alma platformudur. TeklifAl Elektronik Ticaret A.Ş. tarafından İstanbul’da geliştirilen
Platform; inşaattan bilgi teknolojilerine, ambalajdan lojistiğe kadar pek çok sektörde faaliyet
gösteren alıcı ve satıcı firmaları güvenilir bir ortamda bir araya getirir.</p>
<p>Türkiye’de birçok işletme, satın alma süreçlerini hâlâ telefon görüşmeleri, e-posta zincirleri ve
elle hazırlanan karşılaştırma tablolarıyla yürütüyor. Bu yöntemler zaman kaybına, şeffaflık
eksikliğine ve çoğu zaman piyasanın gerisinde kalan fiyatlara yol açıyor. TeklifAl, bu süreci baştan
sona tek bir yerde, izlenebilir ve ölçülebilir hâle getirmek için kuruldu.</p>

<h2>Misyonumuz</h2>
<p>Her ölçekteki işletmenin doğru tedarikçiye hızlı, şeffaf ve adil biçimde ulaşmasını sağlamak;
küçük ve orta büyüklükteki üreticilerin ve hizmet sağlayıcıların ise büyük alıcılarla eşit şartlarda
rekabet edebileceği bir pazar yeri oluşturmak.</p>

<h2>Vizyonumuz</h2>
<p>Türkiye’nin işletmeler arası ticaretinde güvenin ve verimliliğin ilk adresi olmak; satın alma
kararlarının sezgiyle değil, karşılaştırılabilir tekliflere ve doğru bilgiye dayanarak verildiği bir
iş dünyasına katkı sağlamak.</p>

<h2>Nasıl Çalışır?</h2>
<ol>
<li>Firmanızı Platform’a kaydedin ve vergi kimlik bilgileriniz ile gerekli belgeleri yükleyerek
alıcı, satıcı veya her iki rolde doğrulama başvurusu yapın.</li>
<li>Alıcı olarak ihtiyacınızı bir ilan hâlinde yayımlayın; ilan, ilgili sektörlerdeki doğrulanmış
satıcılara ulaşsın.</li>
<li>Satıcılar, ilanın son teklif tarihine kadar fiyat, teslim süresi ve ödeme şartlarını içeren
tekliflerini iletsin.</li>
<li>Teklifleri karşılaştırın, gerekirse satıcılarla Platform üzerinden yazışın ve uygun teklifi
kabul ederek siparişinizi oluşturun.</li>
<li>Sipariş, teslimat ve kapanış adımlarını aynı ekrandan takip edin.</li>
</ol>

<h2>Alıcılara Sunduklarımız</h2>
<ul>
<li><strong>Tek ilanla çok teklif:</strong> İhtiyacınızı miktar, teslim yeri ve tarihiyle bir kez
tanımlayın; ilgili sektördeki doğrulanmış satıcılardan teklif toplayın.</li>
<li><strong>Kolay karşılaştırma:</strong> Fiyat, teslim süresi ve ödeme şartlarını yan yana görün,
en uygun teklifi birkaç tıklamayla siparişe dönüştürün.</li>
<li><strong>Doğrulanmış tedarikçiler:</strong> Platform’daki satıcılar vergi kimlik bilgileri ve
resmî belgeleriyle doğrulanır.</li>
<li><strong>İzlenebilir süreç:</strong> Tüm yazışmalar, teklifler ve sipariş durumları tek bir yerde
kayıt altında tutulur; ekip arkadaşlarınız aynı bilgiye erişir.</li>
</ul>

<h2>Satıcılara Sunduklarımız</h2>
<ul>
<li><strong>Yeni müşterilere erişim:</strong> Faaliyet gösterdiğiniz sektörlerdeki gerçek satın alma
taleplerini görün, saha ziyareti veya reklam bütçesi gerektirmeden teklif verin.</li>
<li><strong>Eşit rekabet:</strong> Teklifiniz yalnızca ilan sahibi tarafından görülür; fiyatınız
rakiplerinizle paylaşılmaz.</li>
<li><strong>Düzenli iş akışı:</strong> Siparişlerinizi, teslimatlarınızı ve alıcılarla
yazışmalarınızı tek panelden yönetin.</li>
<li><strong>Güvenilir firma profili:</strong> Doğrulanmış firma rozetiniz ve sektör bilgilerinizle
alıcıların güvenini kazanın.</li>
</ul>

<h2>Değerlerimiz</h2>
<ul>
<li><strong>Güven:</strong> Firmaları doğruluyor, kuralları herkese eşit uyguluyor ve ticari
bilgilerin gizliliğini koruyoruz.</li>
<li><strong>Şeffaflık:</strong> Süreçlerimizi ve kurallarımızı açıkça paylaşıyor, kararlarımızı
gerekçeleriyle anlatıyoruz.</li>
<li><strong>Verimlilik:</strong> Kullanıcılarımızın zamanına değer veriyor, her özelliği satın alma
sürecini kısaltmak için tasarlıyoruz.</li>
<li><strong>Adil rekabet:</strong> Ölçeğinden bağımsız olarak her işletmenin kendini gösterebileceği
bir pazar yeri kuruyoruz.</li>
<li><strong>Sorumluluk:</strong> Kişisel verilerin korunmasına, bilgi güvenliğine ve yürürlükteki
mevzuata uyumu işimizin ayrılmaz parçası olarak görüyoruz.</li>
</ul>

<h2>Bize Ulaşın</h2>
<p>Platform hakkında sorularınız, iş birliği önerileriniz veya geri bildirimleriniz için <a
href="mailto:destek@teklifal.com.tr">destek@teklifal.com.tr</a> adresinden bize yazabilir ya da
İletişim sayfamızdaki diğer kanallardan ulaşabilirsiniz. Satın alma süreçlerinizi birlikte
kolaylaştırmak için sabırsızlanıyoruz.</p>
`,
};
