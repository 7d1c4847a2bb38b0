// Past the house limit on purpose: seed data, one sector per entry.
/**
 * Initial two-level sector tree for the marketplace. Buyers tag purchase requests and sellers tag
 * their companies with these sectors. Slugs are lowercase ASCII kebab-case and unique across the
 * whole list; children carry their parent's first word as a prefix where a bare name would be
 * ambiguous.
 */
export interface SeedSector {
  slug: string;
  nameTr: string;
  nameEn: string;
  children: { slug: string; nameTr: string; nameEn: string }[];
}

export const SEED_SECTORS: SeedSector[] = [
  {
    slug: 'insaat-yapi-malzemeleri',
    nameTr: 'İnşaat ve Yapı Malzemeleri',
    nameEn: 'Construction and Building Materials',
    children: [
      {
        slug: 'insaat-cimento-beton',
        nameTr: 'Çimento ve Hazır Beton',
        nameEn: 'Cement and Ready-Mix Concrete',
      },
      {
        slug: 'insaat-demir-celik',
        nameTr: 'İnşaat Demiri ve Çelik Yapı',
        nameEn: 'Rebar and Structural Steel',
      },
      {
        slug: 'insaat-tugla-blok',
        nameTr: 'Tuğla, Briket ve Gazbeton',
        nameEn: 'Bricks, Blocks and Aerated Concrete',
      },
      {
        slug: 'insaat-yalitim',
        nameTr: 'Isı, Su ve Ses Yalıtımı',
        nameEn: 'Thermal, Water and Sound Insulation',
      },
      {
        slug: 'insaat-seramik-vitrifiye',
        nameTr: 'Seramik, Vitrifiye ve Armatür',
        nameEn: 'Ceramics, Sanitaryware and Fittings',
      },
      {
        slug: 'insaat-boya-kimyasallari',
        nameTr: 'Boya ve Yapı Kimyasalları',
        nameEn: 'Paints and Construction Chemicals',
      },
      {
        slug: 'insaat-kapi-pencere',
        nameTr: 'Kapı, Pencere ve Cephe Sistemleri',
        nameEn: 'Doors, Windows and Facade Systems',
      },
      { slug: 'insaat-tesisat', nameTr: 'Sıhhi Tesisat ve Isıtma', nameEn: 'Plumbing and Heating' },
      {
        slug: 'insaat-is-makinesi-kiralama',
        nameTr: 'İş Makinesi ve İskele Kiralama',
        nameEn: 'Construction Machinery and Scaffolding Rental',
      },
      {
        slug: 'insaat-taahhut',
        nameTr: 'Taahhüt ve Müteahhitlik Hizmetleri',
        nameEn: 'Contracting Services',
      },
    ],
  },
  {
    slug: 'elektrik-elektronik',
    nameTr: 'Elektrik ve Elektronik',
    nameEn: 'Electrical and Electronics',
    children: [
      { slug: 'elektrik-kablo', nameTr: 'Kablo ve İletkenler', nameEn: 'Cables and Conductors' },
      { slug: 'elektrik-aydinlatma', nameTr: 'Aydınlatma', nameEn: 'Lighting' },
      {
        slug: 'elektrik-pano-salt',
        nameTr: 'Pano ve Şalt Malzemeleri',
        nameEn: 'Switchboards and Switchgear',
      },
      {
        slug: 'elektrik-otomasyon',
        nameTr: 'Endüstriyel Otomasyon ve PLC',
        nameEn: 'Industrial Automation and PLCs',
      },
      {
        slug: 'elektrik-elektronik-komponent',
        nameTr: 'Elektronik Komponentler',
        nameEn: 'Electronic Components',
      },
      {
        slug: 'elektrik-zayif-akim',
        nameTr: 'Zayıf Akım ve Güvenlik Sistemleri',
        nameEn: 'Low-Voltage and Security Systems',
      },
      {
        slug: 'elektrik-motor-surucu',
        nameTr: 'Elektrik Motorları ve Sürücüler',
        nameEn: 'Electric Motors and Drives',
      },
      {
        slug: 'elektrik-olcum-test',
        nameTr: 'Ölçüm ve Test Cihazları',
        nameEn: 'Measurement and Test Instruments',
      },
    ],
  },
  {
    slug: 'makine-ekipman',
    nameTr: 'Makine ve Ekipman',
    nameEn: 'Machinery and Equipment',
    children: [
      {
        slug: 'makine-takim-tezgahlari',
        nameTr: 'Takım Tezgâhları ve CNC',
        nameEn: 'Machine Tools and CNC',
      },
      {
        slug: 'makine-kaldirma-istifleme',
        nameTr: 'Kaldırma ve İstifleme Ekipmanları',
        nameEn: 'Lifting and Material Handling Equipment',
      },
      {
        slug: 'makine-pompa-kompresor',
        nameTr: 'Pompa ve Kompresörler',
        nameEn: 'Pumps and Compressors',
      },
      {
        slug: 'makine-hidrolik-pnomatik',
        nameTr: 'Hidrolik ve Pnömatik',
        nameEn: 'Hydraulics and Pneumatics',
      },
      {
        slug: 'makine-rulman-guc-aktarma',
        nameTr: 'Rulman ve Güç Aktarma Elemanları',
        nameEn: 'Bearings and Power Transmission',
      },
      {
        slug: 'makine-el-aletleri',
        nameTr: 'El Aletleri ve Elektrikli Aletler',
        nameEn: 'Hand and Power Tools',
      },
      {
        slug: 'makine-gida-ambalaj-makineleri',
        nameTr: 'Gıda ve Ambalaj Makineleri',
        nameEn: 'Food Processing and Packaging Machinery',
      },
      {
        slug: 'makine-endustriyel-yedek-parca',
        nameTr: 'Endüstriyel Yedek Parça',
        nameEn: 'Industrial Spare Parts',
      },
    ],
  },
  {
    slug: 'kimya-plastik',
    nameTr: 'Kimya ve Plastik',
    nameEn: 'Chemicals and Plastics',
    children: [
      {
        slug: 'kimya-endustriyel-kimyasallar',
        nameTr: 'Endüstriyel Kimyasallar',
        nameEn: 'Industrial Chemicals',
      },
      {
        slug: 'kimya-plastik-hammadde',
        nameTr: 'Plastik Hammaddeler',
        nameEn: 'Plastic Raw Materials',
      },
      {
        slug: 'kimya-plastik-urunler',
        nameTr: 'Plastik ve Kauçuk Ürünler',
        nameEn: 'Plastic and Rubber Products',
      },
      {
        slug: 'kimya-boya-vernik',
        nameTr: 'Endüstriyel Boya ve Vernik',
        nameEn: 'Industrial Paints and Varnishes',
      },
      {
        slug: 'kimya-yapistirici-recine',
        nameTr: 'Yapıştırıcı ve Reçineler',
        nameEn: 'Adhesives and Resins',
      },
      {
        slug: 'kimya-madeni-yaglar',
        nameTr: 'Madeni Yağlar ve Gresler',
        nameEn: 'Lubricants and Greases',
      },
      {
        slug: 'kimya-laboratuvar',
        nameTr: 'Laboratuvar Kimyasalları ve Sarf',
        nameEn: 'Laboratory Chemicals and Consumables',
      },
    ],
  },
  {
    slug: 'tekstil-hazir-giyim',
    nameTr: 'Tekstil ve Hazır Giyim',
    nameEn: 'Textiles and Apparel',
    children: [
      { slug: 'tekstil-iplik-elyaf', nameTr: 'İplik ve Elyaf', nameEn: 'Yarn and Fibre' },
      { slug: 'tekstil-kumas', nameTr: 'Kumaş', nameEn: 'Fabrics' },
      {
        slug: 'tekstil-is-kiyafetleri',
        nameTr: 'İş Kıyafetleri ve Üniformalar',
        nameEn: 'Workwear and Uniforms',
      },
      {
        slug: 'tekstil-ev-tekstili',
        nameTr: 'Ev ve Otel Tekstili',
        nameEn: 'Home and Hotel Textiles',
      },
      { slug: 'tekstil-fason-uretim', nameTr: 'Fason Üretim', nameEn: 'Contract Manufacturing' },
      { slug: 'tekstil-aksesuar', nameTr: 'Tekstil Aksesuarları', nameEn: 'Textile Accessories' },
      { slug: 'tekstil-teknik-tekstil', nameTr: 'Teknik Tekstil', nameEn: 'Technical Textiles' },
    ],
  },
  {
    slug: 'gida-icecek',
    nameTr: 'Gıda ve İçecek',
    nameEn: 'Food and Beverages',
    children: [
      {
        slug: 'gida-temel-gida',
        nameTr: 'Temel Gıda ve Bakliyat',
        nameEn: 'Staple Foods and Pulses',
      },
      {
        slug: 'gida-et-sut-urunleri',
        nameTr: 'Et, Tavuk ve Süt Ürünleri',
        nameEn: 'Meat, Poultry and Dairy',
      },
      {
        slug: 'gida-meyve-sebze',
        nameTr: 'Taze Meyve ve Sebze',
        nameEn: 'Fresh Fruit and Vegetables',
      },
      { slug: 'gida-icecek-urunleri', nameTr: 'İçecekler', nameEn: 'Beverages' },
      {
        slug: 'gida-hammadde-katki',
        nameTr: 'Gıda Hammaddeleri ve Katkı Maddeleri',
        nameEn: 'Food Ingredients and Additives',
      },
      { slug: 'gida-horeca', nameTr: 'Otel, Restoran ve Kafe Tedariği', nameEn: 'HoReCa Supplies' },
      { slug: 'gida-toplu-yemek', nameTr: 'Toplu Yemek ve Catering', nameEn: 'Contract Catering' },
    ],
  },
  {
    slug: 'ambalaj',
    nameTr: 'Ambalaj',
    nameEn: 'Packaging',
    children: [
      {
        slug: 'ambalaj-karton-koli',
        nameTr: 'Karton ve Oluklu Koli',
        nameEn: 'Cardboard and Corrugated Boxes',
      },
      { slug: 'ambalaj-plastik', nameTr: 'Plastik Ambalaj', nameEn: 'Plastic Packaging' },
      {
        slug: 'ambalaj-cam-metal',
        nameTr: 'Cam ve Metal Ambalaj',
        nameEn: 'Glass and Metal Packaging',
      },
      {
        slug: 'ambalaj-esnek',
        nameTr: 'Esnek Ambalaj ve Film',
        nameEn: 'Flexible Packaging and Film',
      },
      { slug: 'ambalaj-palet-kasa', nameTr: 'Palet ve Kasa', nameEn: 'Pallets and Crates' },
      { slug: 'ambalaj-etiket', nameTr: 'Etiket ve Barkod', nameEn: 'Labels and Barcodes' },
      { slug: 'ambalaj-sarf', nameTr: 'Ambalaj Sarf Malzemeleri', nameEn: 'Packaging Consumables' },
    ],
  },
  {
    slug: 'ofis-kirtasiye',
    nameTr: 'Ofis Malzemeleri ve Kırtasiye',
    nameEn: 'Office Supplies and Stationery',
    children: [
      { slug: 'ofis-kirtasiye-urunleri', nameTr: 'Kırtasiye Ürünleri', nameEn: 'Stationery' },
      {
        slug: 'ofis-kagit',
        nameTr: 'Fotokopi Kâğıdı ve Kâğıt Ürünleri',
        nameEn: 'Copy Paper and Paper Products',
      },
      { slug: 'ofis-toner-kartus', nameTr: 'Toner ve Kartuş', nameEn: 'Toner and Ink Cartridges' },
      { slug: 'ofis-mobilyasi', nameTr: 'Ofis Mobilyası', nameEn: 'Office Furniture' },
      { slug: 'ofis-makineleri', nameTr: 'Ofis Makineleri', nameEn: 'Office Machines' },
      { slug: 'ofis-arsivleme', nameTr: 'Dosyalama ve Arşivleme', nameEn: 'Filing and Archiving' },
    ],
  },
  {
    slug: 'bilgi-teknolojileri',
    nameTr: 'Bilgi Teknolojileri',
    nameEn: 'Information Technology',
    children: [
      {
        slug: 'bilgi-bilgisayar-donanim',
        nameTr: 'Bilgisayar ve Donanım',
        nameEn: 'Computers and Hardware',
      },
      {
        slug: 'bilgi-ag-ekipmanlari',
        nameTr: 'Ağ ve İletişim Ekipmanları',
        nameEn: 'Networking and Communications Equipment',
      },
      {
        slug: 'bilgi-sunucu-depolama',
        nameTr: 'Sunucu ve Depolama',
        nameEn: 'Servers and Storage',
      },
      {
        slug: 'bilgi-yazilim-lisans',
        nameTr: 'Yazılım ve Lisanslar',
        nameEn: 'Software and Licences',
      },
      {
        slug: 'bilgi-bulut-barindirma',
        nameTr: 'Bulut ve Barındırma Hizmetleri',
        nameEn: 'Cloud and Hosting Services',
      },
      { slug: 'bilgi-siber-guvenlik', nameTr: 'Siber Güvenlik', nameEn: 'Cybersecurity' },
      {
        slug: 'bilgi-yazilim-gelistirme',
        nameTr: 'Yazılım Geliştirme',
        nameEn: 'Software Development',
      },
      {
        slug: 'bilgi-it-destek',
        nameTr: 'BT Destek ve Bakım',
        nameEn: 'IT Support and Maintenance',
      },
    ],
  },
  {
    slug: 'lojistik-tasimacilik',
    nameTr: 'Lojistik ve Taşımacılık',
    nameEn: 'Logistics and Transportation',
    children: [
      { slug: 'lojistik-karayolu', nameTr: 'Karayolu Taşımacılığı', nameEn: 'Road Freight' },
      { slug: 'lojistik-deniz-hava', nameTr: 'Deniz ve Hava Kargo', nameEn: 'Sea and Air Freight' },
      {
        slug: 'lojistik-depolama',
        nameTr: 'Depolama ve Antrepo',
        nameEn: 'Warehousing and Bonded Storage',
      },
      {
        slug: 'lojistik-kurye-kargo',
        nameTr: 'Kurye ve Kargo',
        nameEn: 'Courier and Parcel Services',
      },
      { slug: 'lojistik-gumruk', nameTr: 'Gümrük Müşavirliği', nameEn: 'Customs Brokerage' },
      { slug: 'lojistik-soguk-zincir', nameTr: 'Soğuk Zincir', nameEn: 'Cold Chain' },
      {
        slug: 'lojistik-filo-kiralama',
        nameTr: 'Filo ve Araç Kiralama',
        nameEn: 'Fleet and Vehicle Leasing',
      },
      {
        slug: 'lojistik-personel-tasima',
        nameTr: 'Personel Taşımacılığı',
        nameEn: 'Staff Transportation',
      },
    ],
  },
  {
    slug: 'temizlik-hijyen',
    nameTr: 'Temizlik ve Hijyen',
    nameEn: 'Cleaning and Hygiene',
    children: [
      {
        slug: 'temizlik-kimyasallari',
        nameTr: 'Temizlik Kimyasalları',
        nameEn: 'Cleaning Chemicals',
      },
      {
        slug: 'temizlik-kagit-urunleri',
        nameTr: 'Kâğıt Hijyen Ürünleri',
        nameEn: 'Paper Hygiene Products',
      },
      {
        slug: 'temizlik-ekipmanlari',
        nameTr: 'Temizlik Ekipmanları ve Makineleri',
        nameEn: 'Cleaning Equipment and Machines',
      },
      {
        slug: 'temizlik-dezenfeksiyon',
        nameTr: 'Dezenfeksiyon ve İlaçlama',
        nameEn: 'Disinfection and Pest Control',
      },
      { slug: 'temizlik-hizmetleri', nameTr: 'Temizlik Hizmetleri', nameEn: 'Cleaning Services' },
      {
        slug: 'temizlik-atik-yonetimi',
        nameTr: 'Atık Yönetimi ve Geri Dönüşüm',
        nameEn: 'Waste Management and Recycling',
      },
    ],
  },
  {
    slug: 'is-guvenligi',
    nameTr: 'İş Güvenliği',
    nameEn: 'Occupational Safety',
    children: [
      {
        slug: 'is-kisisel-koruyucu',
        nameTr: 'Kişisel Koruyucu Donanım',
        nameEn: 'Personal Protective Equipment',
      },
      {
        slug: 'is-guvenlik-ayakkabisi',
        nameTr: 'İş Ayakkabısı ve Eldiven',
        nameEn: 'Safety Footwear and Gloves',
      },
      {
        slug: 'is-yangin-guvenligi',
        nameTr: 'Yangın Söndürme ve Algılama',
        nameEn: 'Fire Suppression and Detection',
      },
      {
        slug: 'is-uyari-isaretleri',
        nameTr: 'Uyarı ve İkaz İşaretleri',
        nameEn: 'Safety Signs and Markings',
      },
      {
        slug: 'is-yuksekte-calisma',
        nameTr: 'Yüksekte Çalışma Ekipmanları',
        nameEn: 'Work-at-Height Equipment',
      },
      {
        slug: 'is-isg-danismanlik-egitim',
        nameTr: 'İSG Uzmanlığı ve Eğitim',
        nameEn: 'OHS Consulting and Training',
      },
    ],
  },
  {
    slug: 'otomotiv-yedek-parca',
    nameTr: 'Otomotiv ve Yedek Parça',
    nameEn: 'Automotive and Spare Parts',
    children: [
      {
        slug: 'otomotiv-yedek-parcalar',
        nameTr: 'Otomotiv Yedek Parça',
        nameEn: 'Automotive Spare Parts',
      },
      { slug: 'otomotiv-lastik-jant', nameTr: 'Lastik ve Jant', nameEn: 'Tyres and Wheels' },
      {
        slug: 'otomotiv-aku-elektrik',
        nameTr: 'Akü ve Oto Elektrik',
        nameEn: 'Batteries and Auto Electrics',
      },
      {
        slug: 'otomotiv-yag-bakim',
        nameTr: 'Motor Yağları ve Bakım Ürünleri',
        nameEn: 'Engine Oils and Care Products',
      },
      {
        slug: 'otomotiv-ticari-arac',
        nameTr: 'Ticari Araç ve Ekipmanları',
        nameEn: 'Commercial Vehicles and Equipment',
      },
      {
        slug: 'otomotiv-servis',
        nameTr: 'Servis ve Bakım Hizmetleri',
        nameEn: 'Vehicle Service and Maintenance',
      },
      {
        slug: 'otomotiv-yan-sanayi',
        nameTr: 'Otomotiv Yan Sanayi',
        nameEn: 'Automotive Supply Industry',
      },
    ],
  },
  {
    slug: 'metal-metal-isleme',
    nameTr: 'Metal ve Metal İşleme',
    nameEn: 'Metals and Metalworking',
    children: [
      { slug: 'metal-sac-levha', nameTr: 'Sac ve Levha', nameEn: 'Sheet and Plate' },
      { slug: 'metal-profil-boru', nameTr: 'Profil ve Boru', nameEn: 'Profiles and Tubes' },
      { slug: 'metal-aluminyum', nameTr: 'Alüminyum', nameEn: 'Aluminium' },
      { slug: 'metal-paslanmaz-celik', nameTr: 'Paslanmaz Çelik', nameEn: 'Stainless Steel' },
      { slug: 'metal-dokum-dovme', nameTr: 'Döküm ve Dövme', nameEn: 'Casting and Forging' },
      { slug: 'metal-talasli-imalat', nameTr: 'Talaşlı İmalat', nameEn: 'Machining' },
      {
        slug: 'metal-kaynak',
        nameTr: 'Kaynak Malzemeleri ve Hizmetleri',
        nameEn: 'Welding Supplies and Services',
      },
      { slug: 'metal-baglanti-elemanlari', nameTr: 'Bağlantı Elemanları', nameEn: 'Fasteners' },
      {
        slug: 'metal-yuzey-islem',
        nameTr: 'Yüzey İşlem ve Kaplama',
        nameEn: 'Surface Treatment and Coating',
      },
    ],
  },
  {
    slug: 'mobilya-dekorasyon',
    nameTr: 'Mobilya ve Dekorasyon',
    nameEn: 'Furniture and Decoration',
    children: [
      {
        slug: 'mobilya-proje-mobilyasi',
        nameTr: 'Proje ve Kurumsal Mobilya',
        nameEn: 'Contract and Corporate Furniture',
      },
      {
        slug: 'mobilya-otel-restoran',
        nameTr: 'Otel ve Restoran Mobilyası',
        nameEn: 'Hotel and Restaurant Furniture',
      },
      {
        slug: 'mobilya-ahsap-panel',
        nameTr: 'Ahşap ve Panel Ürünleri',
        nameEn: 'Wood and Panel Products',
      },
      { slug: 'mobilya-aksesuar', nameTr: 'Mobilya Aksesuarları', nameEn: 'Furniture Hardware' },
      {
        slug: 'mobilya-zemin-kaplama',
        nameTr: 'Zemin ve Duvar Kaplamaları',
        nameEn: 'Floor and Wall Coverings',
      },
      {
        slug: 'mobilya-ic-mimarlik',
        nameTr: 'İç Mimarlık ve Dekorasyon',
        nameEn: 'Interior Design and Fit-Out',
      },
    ],
  },
  {
    slug: 'enerji',
    nameTr: 'Enerji',
    nameEn: 'Energy',
    children: [
      { slug: 'enerji-gunes', nameTr: 'Güneş Enerjisi Sistemleri', nameEn: 'Solar Power Systems' },
      { slug: 'enerji-jenerator-ups', nameTr: 'Jeneratör ve UPS', nameEn: 'Generators and UPS' },
      { slug: 'enerji-akaryakit', nameTr: 'Akaryakıt ve LPG', nameEn: 'Fuel and LPG' },
      {
        slug: 'enerji-dogalgaz',
        nameTr: 'Doğalgaz Tesisat ve Ekipmanları',
        nameEn: 'Natural Gas Installation and Equipment',
      },
      { slug: 'enerji-verimliligi', nameTr: 'Enerji Verimliliği', nameEn: 'Energy Efficiency' },
      { slug: 'enerji-iklimlendirme', nameTr: 'Isıtma, Soğutma ve Havalandırma', nameEn: 'HVAC' },
      {
        slug: 'enerji-depolama',
        nameTr: 'Enerji Depolama ve Şarj Sistemleri',
        nameEn: 'Energy Storage and EV Charging',
      },
    ],
  },
  {
    slug: 'tarim-hayvancilik',
    nameTr: 'Tarım ve Hayvancılık',
    nameEn: 'Agriculture and Livestock',
    children: [
      { slug: 'tarim-tohum-fide', nameTr: 'Tohum ve Fide', nameEn: 'Seeds and Seedlings' },
      {
        slug: 'tarim-gubre-ilac',
        nameTr: 'Gübre ve Zirai İlaç',
        nameEn: 'Fertilisers and Crop Protection',
      },
      { slug: 'tarim-makineleri', nameTr: 'Tarım Makineleri', nameEn: 'Agricultural Machinery' },
      { slug: 'tarim-sulama', nameTr: 'Sulama Sistemleri', nameEn: 'Irrigation Systems' },
      { slug: 'tarim-yem', nameTr: 'Hayvan Yemi', nameEn: 'Animal Feed' },
      {
        slug: 'tarim-hayvancilik-ekipman',
        nameTr: 'Hayvancılık Ekipmanları',
        nameEn: 'Livestock Equipment',
      },
      { slug: 'tarim-sera', nameTr: 'Sera ve Örtü Altı', nameEn: 'Greenhouses' },
    ],
  },
  {
    slug: 'saglik-medikal',
    nameTr: 'Sağlık ve Medikal',
    nameEn: 'Healthcare and Medical',
    children: [
      {
        slug: 'saglik-tibbi-sarf',
        nameTr: 'Tıbbi Sarf Malzemeleri',
        nameEn: 'Medical Consumables',
      },
      { slug: 'saglik-tibbi-cihaz', nameTr: 'Tıbbi Cihazlar', nameEn: 'Medical Devices' },
      {
        slug: 'saglik-laboratuvar-cihazlari',
        nameTr: 'Laboratuvar Cihazları',
        nameEn: 'Laboratory Equipment',
      },
      {
        slug: 'saglik-dis-hekimligi',
        nameTr: 'Diş Hekimliği Malzemeleri',
        nameEn: 'Dental Supplies',
      },
      { slug: 'saglik-ilk-yardim', nameTr: 'İlk Yardım Malzemeleri', nameEn: 'First Aid Supplies' },
      {
        slug: 'saglik-hastane-mobilyasi',
        nameTr: 'Hastane Mobilyası ve Donanımı',
        nameEn: 'Hospital Furniture and Fittings',
      },
      {
        slug: 'saglik-isyeri-hekimligi',
        nameTr: 'İşyeri Hekimliği ve Sağlık Hizmetleri',
        nameEn: 'Occupational Health Services',
      },
    ],
  },
  {
    slug: 'hizmetler',
    nameTr: 'Hizmetler',
    nameEn: 'Services',
    children: [
      {
        slug: 'hizmetler-danismanlik',
        nameTr: 'Yönetim Danışmanlığı',
        nameEn: 'Management Consulting',
      },
      { slug: 'hizmetler-hukuk', nameTr: 'Hukuk Hizmetleri', nameEn: 'Legal Services' },
      {
        slug: 'hizmetler-mali-musavirlik',
        nameTr: 'Mali Müşavirlik ve Denetim',
        nameEn: 'Accounting and Auditing',
      },
      {
        slug: 'hizmetler-bakim-onarim',
        nameTr: 'Bakım ve Onarım',
        nameEn: 'Maintenance and Repair',
      },
      { slug: 'hizmetler-tesis-yonetimi', nameTr: 'Tesis Yönetimi', nameEn: 'Facility Management' },
      { slug: 'hizmetler-guvenlik', nameTr: 'Özel Güvenlik', nameEn: 'Private Security' },
      {
        slug: 'hizmetler-insan-kaynaklari',
        nameTr: 'İnsan Kaynakları ve İstihdam',
        nameEn: 'Human Resources and Staffing',
      },
      { slug: 'hizmetler-egitim', nameTr: 'Kurumsal Eğitim', nameEn: 'Corporate Training' },
      {
        slug: 'hizmetler-ceviri',
        nameTr: 'Tercüme ve Çeviri',
        nameEn: 'Translation and Interpreting',
      },
      {
        slug: 'hizmetler-muhendislik',
        nameTr: 'Mühendislik ve Proje',
        nameEn: 'Engineering and Design',
      },
    ],
  },
  {
    slug: 'matbaa-reklam',
    nameTr: 'Matbaa ve Reklam',
    nameEn: 'Printing and Advertising',
    children: [
      {
        slug: 'matbaa-ofset-dijital-baski',
        nameTr: 'Ofset ve Dijital Baskı',
        nameEn: 'Offset and Digital Printing',
      },
      { slug: 'matbaa-promosyon', nameTr: 'Promosyon Ürünleri', nameEn: 'Promotional Products' },
      {
        slug: 'matbaa-tabela',
        nameTr: 'Tabela ve Açık Hava Reklamı',
        nameEn: 'Signage and Outdoor Advertising',
      },
      {
        slug: 'matbaa-fuar-stand',
        nameTr: 'Fuar ve Stand',
        nameEn: 'Trade Fairs and Exhibition Stands',
      },
      {
        slug: 'matbaa-dijital-pazarlama',
        nameTr: 'Dijital Pazarlama',
        nameEn: 'Digital Marketing',
      },
      {
        slug: 'matbaa-etkinlik-organizasyon',
        nameTr: 'Etkinlik ve Organizasyon',
        nameEn: 'Events and Organisation',
      },
      {
        slug: 'matbaa-kurumsal-kimlik',
        nameTr: 'Kurumsal Kimlik ve Tasarım',
        nameEn: 'Corporate Identity and Design',
      },
    ],
  },
];
