// Past the house limit on purpose: the benchmark's data generator is one bulk script whose
// steps depend on the rows the previous ones inserted.
import { count, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { company, sector, user } from '../db/schema/index.ts';
import {
  CHAT_LINES,
  CITIES,
  COMPANY_KINDS,
  COMPANY_WORDS,
  PRODUCTS,
  QUALIFIERS,
  UNITS,
  sqlTextArray,
} from './scale-vocabulary.ts';

export interface ScaleSummary {
  companies: number;
  ads: number;
  adItems: number;
  bids: number;
  orders: number;
  chatMessages: number;
  notifications: number;
  seconds: number;
}

/** Full scale (factor 1), as issue #9 asks: what a busy marketplace holds after a few years. */
const FULL = { companies: 20_000, ads: 100_000, notifications: 500_000 };
/** Ads are written in slices, so the embedded database never holds one huge statement. */
const AD_SLICE = 10_000;
const NOTIFICATION_SLICE = 100_000;

/** The demo's own companies, by their owners: the signed-in benchmark sees their lists grow. */
const DEMO_OWNERS = {
  buyer: 'ayse@anadolugida.demo',
  sellerEge: 'can@egeambalaj.demo',
  sellerMarmara: 'zeynep@marmaratedarik.demo',
  both: 'emre@karadenizmakina.demo',
} as const;

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Turkish lower case in SQL (İ→i, I→ı first), as the application builds its search text. */
const turkishLower = (expression: string) =>
  `lower(translate(${expression}, 'İIŞĞÜÖÇÂÎÛ', 'iışğüöçâîû'))`;

/**
 * Bulk-loads a realistic marketplace in SQL (`insert … select … generate_series`), every row
 * derived from its index, so a load is the same each time and takes minutes, not hours:
 * companies with their owners and sectors; ads of 3 to 10 lines in every status (40%
 * published and open, half awarded, a few closed, drafts and cancelled; some sealed or
 * invited-only); three bids on each ad that went out, priced line by line; an order for each
 * awarded ad with its lines, timeline and a conversation; notifications. The demo companies, when
 * present, own a share of it (the buyer every 50th ad, the sellers bids and orders).
 */
export async function loadScaleData(
  db: Database,
  options: { factor?: number } = {},
): Promise<ScaleSummary> {
  const started = Date.now();
  const factor = options.factor ?? 1;
  // An even number of companies: even ones buy, odd ones sell (every fifth does both).
  const companies = Math.max(20, 2 * Math.round((FULL.companies * factor) / 2));
  const ads = Math.max(40, Math.round(FULL.ads * factor));
  const notifications = Math.max(100, Math.round(FULL.notifications * factor));
  const half = companies / 2;
  const run = (text: string) => db.execute(sql.raw(text));

  const [sectors] = await db.select({ n: count() }).from(sector).where(isNotNull(sector.parentId));
  if (!sectors?.n) throw new Error('scale data: no sectors (the base data is seeded at start)');
  const demo = await demoCompanyIds(db);
  const companyId = (n: string) => `md5('sc-co-' || ${n})::uuid::text`;
  const buyerOf = (g: string) => companyId(`(2 * ((${g} * 7919) % ${half}) + 2)`);
  const sellerOf = (g: string, j: string) =>
    companyId(`(2 * ((${g} * 31 + ${j} * 104729) % ${half}) + 1)`);
  const orDemo = (condition: string, id: string | undefined, otherwise: string) =>
    id ? `case when ${condition} then ${literal(id)} else ${otherwise} end` : otherwise;
  const ownerOf = (g: string) => orDemo(`${g} % 50 = 0`, demo.buyer, buyerOf(g));
  const bidderOf = (g: string, j: string) =>
    orDemo(
      `${j} = 1 and ${g} % 33 = 0`,
      demo.sellerEge,
      orDemo(
        `${j} = 1 and ${g} % 33 = 1`,
        demo.sellerMarmara,
        orDemo(`${j} = 2 and ${g} % 33 = 0`, demo.both, sellerOf(g, j)),
      ),
    );

  const products = sqlTextArray(PRODUCTS);
  const qualifiers = sqlTextArray(QUALIFIERS);
  const units = sqlTextArray(UNITS);
  const cities = sqlTextArray(CITIES);
  // Companies, their owners and two sectors each.
  await run(`
    insert into "user" (id, name, email, email_verified, locale, created_at, updated_at)
    select md5('sc-us-' || n)::uuid::text,
      ${pick(sqlTextArray(['Ahmet', 'Elif', 'Mustafa', 'Zeynep', 'Emre', 'Ayşe', 'Burak', 'Selin']), 8, 'n')}
        || ' ' || ${pick(sqlTextArray(['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Aydın', 'Arslan']), 8, 'n / 8')},
      'olcek' || n || '@ornek-firma.test', true, 'tr', now() - interval '2 years', now()
    from generate_series(1, ${companies}) n`);
  await run(`
    insert into company (id, name, tax_number, tax_office, city, district, address, phone, email,
      admin_user_id, is_buyer_confirmed, is_seller_confirmed, created_at, updated_at)
    select ${companyId('n')},
      ${pick(sqlTextArray(COMPANY_WORDS), COMPANY_WORDS.length, 'n')} || ' ' || n || ' '
        || ${pick(sqlTextArray(COMPANY_KINDS), COMPANY_KINDS.length, 'n / 15')},
      (9000000000 + n)::text, 'Merkez', ${pick(cities, CITIES.length, 'n')}, 'Merkez',
      'Organize Sanayi Bölgesi ' || (n % 40 + 1) || '. Cadde No: ' || (n % 200 + 1),
      '+90 212 555 ' || lpad((n % 10000)::text, 4, '0'), 'satinalma' || n || '@ornek-firma.test',
      md5('sc-us-' || n)::uuid::text,
      case when n % 2 = 0 or n % 5 = 0 then 'yes' else 'no' end,
      case when n % 2 = 1 or n % 5 = 0 then 'yes' else 'no' end,
      now() - interval '2 years', now()
    from generate_series(1, ${companies}) n`);
  await run(`
    insert into company_sector (company_id, sector_id)
    select ${companyId('n')}, s.ids[(n * k) % array_length(s.ids, 1) + 1]
    from generate_series(1, ${companies}) n, generate_series(1, 2) k,
      (select array_agg(id order by id) as ids from sector where parent_id is not null) s
    on conflict do nothing`);

  for (let first = 1; first <= ads; first += AD_SLICE) {
    const last = Math.min(ads, first + AD_SLICE - 1);
    await loadAdSlice(run, { first, last, ownerOf, bidderOf, products, qualifiers, units, cities });
  }

  for (let first = 1; first <= notifications; first += NOTIFICATION_SLICE) {
    const last = Math.min(notifications, first + NOTIFICATION_SLICE - 1);
    const recipient = orDemo(
      'i % 100 = 0',
      demo.buyer,
      orDemo('i % 100 = 1', demo.sellerEge, companyId(`(i % ${companies} + 1)`)),
    );
    await run(`
      insert into notification (id, company_id, type, params, message, route, read, created_at)
      select md5('sc-no-' || i)::uuid::text, ${recipient}, kind.type,
        jsonb_build_object('title', ${pick(products, PRODUCTS.length, 'i')}, 'company', 'Tedarikçi ' || (i % 997),
          'orderNo', 'SIP-2025-' || lpad((i % 99999 + 1)::text, 6, '0'), 'status', 'procurement.orderStatus.shipped'),
        case kind.type
          when 'bidReceived' then 'Tedarikçi ' || (i % 997) || ', "' || ${pick(products, PRODUCTS.length, 'i')} || '" ilanınıza teklif verdi.'
          when 'orderStatusChanged' then 'SIP-2025-' || lpad((i % 99999 + 1)::text, 6, '0') || ' numaralı sipariş kargoya verildi.'
          else 'Sektörünüzde yeni ilan: ' || ${pick(products, PRODUCTS.length, 'i')}
        end,
        null, (i / 100) % 10 <> 0, now() - (i % 43200) * interval '1 minute'
      from generate_series(${first}, ${last}) i,
        lateral (select (array['bidReceived', 'orderStatusChanged', 'newAdInSector'])[i % 3 + 1] as type) kind`);
  }

  // As autovacuum leaves a live database: statistics, and the visibility map that lets counts
  // be answered from indexes alone.
  await run('vacuum analyze');
  const counted = await countRows(db);
  return { ...counted, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

interface SliceSql {
  first: number;
  last: number;
  ownerOf: (g: string) => string;
  bidderOf: (g: string, j: string) => string;
  products: string;
  qualifiers: string;
  units: string;
  cities: string;
}

/** Ads `first`…`last` with their lines, bids, orders and conversations. */
async function loadAdSlice(run: (text: string) => Promise<unknown>, s: SliceSql) {
  const range = `generate_series(${s.first}, ${s.last}) g`;
  const adId = (g: string) => `md5('sc-ad-' || ${g})::uuid::text`;
  const bidId = (g: string, j: string) => `md5('sc-bi-' || ${g} || '-' || ${j})::uuid::text`;
  const orderId = (g: string) => `md5('sc-or-' || ${g})::uuid::text`;
  const lines = (g: string) => `(3 + ${g} % 8)`;
  const product = (index: string) => `(${s.products})[(${index}) % ${PRODUCTS.length} + 1]`;
  const qualifier = (index: string) => `(${s.qualifiers})[(${index}) % ${QUALIFIERS.length} + 1]`;
  const quantity = (g: string, pos: string) => `(((${g} * ${pos}) % 50 + 1) * 10)`;
  const unitPrice = (g: string, pos: string, j: string) =>
    `round((((${g} * 13 + ${pos} * 101 + ${j} * 37) % 9000) + 100) / 10.0, 2)`;
  // 40% published and open, 50% awarded, 5% closed, 2.5% drafts, 2.5% cancelled.
  const status = (g: string) => `case
    when ${g} % 20 < 8 then 'published' when ${g} % 20 < 18 then 'awarded'
    when ${g} % 20 = 18 then 'closed' when ${g} % 40 = 19 then 'draft' else 'cancelled' end`;
  const deadline = (g: string) => `case when ${g} % 20 < 8
    then date_trunc('minute', now()) + ((${g} % 30) + 1) * interval '1 day' + (${g} % 24) * interval '1 hour'
    else date_trunc('minute', now()) - ((${g} % 360) + 2) * interval '1 day' end`;
  const published = (g: string) =>
    `case when ${g} % 20 < 8 then now() - (${g} % 20) * interval '1 day' - (${g} % 1440) * interval '1 minute'
      else ${deadline(g)} - interval '14 days' end`;

  await run(`
    insert into ad (id, company_id, title, description, sector_id, delivery_city, delivery_address,
      delivery_date, bid_deadline, questions_until, payment_terms, currency, budget, budget_visible,
      visibility, sealed, status, cancel_reason, search_document, published_at, closed_at,
      awarded_at, cancelled_at, created_at, updated_at)
    select ${adId('g')}, ${s.ownerOf('g')}, t.title, t.description,
      sectors.ids[g % array_length(sectors.ids, 1) + 1], t.city, t.city || ' Organize Sanayi Bölgesi depo',
      (${deadline('g')} + interval '20 days')::date, ${deadline('g')}, ${deadline('g')} - interval '1 day',
      '30 gün vadeli, havale/EFT', case g % 10 when 4 then 'USD' when 5 then 'EUR' else 'TRY' end,
      case when g % 4 = 0 then (g % 90 + 10) * 1000 end, g % 8 = 0,
      case when g % 25 = 7 then 'invited' else 'open' end, g % 10 = 3, ${status('g')},
      case when ${status('g')} = 'cancelled' then 'İhtiyaç ortadan kalktı' end,
      ${turkishLower(`t.title || E'\\n' || t.description || E'\\n' || t.lines`)},
      case when ${status('g')} <> 'draft' then ${published('g')} end,
      case when ${status('g')} in ('closed', 'awarded') then ${deadline('g')} end,
      case when ${status('g')} = 'awarded' then ${deadline('g')} + interval '1 day' end,
      case when ${status('g')} = 'cancelled' then ${deadline('g')} - interval '3 days' end,
      ${published('g')} - interval '1 hour', now()
    from ${range},
      (select array_agg(id order by id) as ids from sector where parent_id is not null) sectors,
      lateral (select
        ${product('g')} || ' ' || ${qualifier('g / 50')} || ' alımı' as title,
        ${product('g')} || ' (' || ${qualifier('g / 50')} || ') tedarik edilecektir. Teslimat '
          || ${pick(s.cities, CITIES.length, 'g')} || ' deposuna yapılacaktır; teknik şartnameye uygun ürün ve faturalı satış beklenmektedir.' as description,
        ${pick(s.cities, CITIES.length, 'g')} as city,
        (select string_agg(${product('g + pos * 7')} || E'\\n' || ${qualifier('g + pos * 3')}, E'\\n' order by pos)
          from generate_series(1, ${lines('g')}) pos) as lines) t`);

  await run(`
    insert into ad_item (id, ad_id, position, name, specification, quantity, unit)
    select md5('sc-it-' || g || '-' || pos)::uuid::text, ${adId('g')}, pos - 1,
      ${product('g + pos * 7')}, ${qualifier('g + pos * 3')}, ${quantity('g', 'pos')},
      (${s.units})[(g + pos) % ${UNITS.length} + 1]
    from ${range}, generate_series(1, ${lines('g')}) pos`);

  // Three bids on every ad that went out; on an awarded ad the first won.
  const bidOf = (g: string) => `${g} % 20 < 19`;
  await run(`
    insert into bid (id, ad_id, seller_company_id, buyer_company_id, status, revision, currency,
      total, delivery_days, valid_until, payment_terms, note, submitted_at, decided_at, created_at,
      updated_at)
    select ${bidId('g', 'j')}, ${adId('g')}, ${s.bidderOf('g', 'j')}, ${s.ownerOf('g')},
      case when ${status('g')} = 'awarded' then (case when j = 1 then 'accepted' else 'rejected' end)
        else 'submitted' end,
      1 + (g + j) % 3, case g % 10 when 4 then 'USD' when 5 then 'EUR' else 'TRY' end,
      (select sum(${unitPrice('g', 'pos', 'j')} * ${quantity('g', 'pos')}) from generate_series(1, ${lines('g')}) pos),
      7 + (g + j) % 30, (${deadline('g')} + interval '30 days')::date, '30 gün vadeli',
      case when j = 2 then 'Fiyatlarımıza KDV dahil değildir; nakliye bizden.' end,
      ${published('g')} + j * interval '1 hour',
      case when ${status('g')} = 'awarded' then ${deadline('g')} + interval '1 day' end,
      ${published('g')} + j * interval '1 hour', now()
    from ${range}, generate_series(1, 3) j
    where ${bidOf('g')}
    on conflict (ad_id, seller_company_id) do nothing`);

  await run(`
    insert into bid_item (bid_id, ad_item_id, unit_price, line_total)
    select b.id, md5('sc-it-' || g || '-' || pos)::uuid::text, ${unitPrice('g', 'pos', 'j')},
      ${unitPrice('g', 'pos', 'j')} * ${quantity('g', 'pos')}
    from ${range}, generate_series(1, 3) j, generate_series(1, ${lines('g')}) pos,
      lateral (select id from bid where id = ${bidId('g', 'j')}) b
    where ${bidOf('g')}`);

  // An order for each awarded ad, from its winning bid, with its lines, timeline and chat.
  const orderStatus = `(array['created', 'confirmed', 'preparing', 'shipped', 'delivered', 'completed', 'completed', 'cancelled'])[g % 8 + 1]`;
  const awarded = `g % 20 >= 8 and g % 20 < 18`;
  await run(`
    insert into purchase_order (id, order_no, ad_id, bid_id, buyer_company_id, seller_company_id,
      status, currency, total, delivery_city, delivery_address, delivery_date, delivery_days,
      payment_terms, cancel_reason, tracking_info, created_at, updated_at)
    select ${orderId('g')}, 'SIP-2025-' || lpad(g::text, 6, '0'), a.id, b.id, a.company_id,
      b.seller_company_id, ${orderStatus}, a.currency, b.total, a.delivery_city,
      a.delivery_address, a.delivery_date, b.delivery_days, b.payment_terms,
      case when ${orderStatus} = 'cancelled' then 'Bütçe revizyonu' end,
      case when ${orderStatus} in ('shipped', 'delivered', 'completed') then 'Yurtiçi Kargo ' || (700000000 + g) end,
      a.awarded_at, a.awarded_at + (g % 10) * interval '1 day'
    from ${range}
      join ad a on a.id = ${adId('g')}
      join bid b on b.id = ${bidId('g', '1')}
    where ${awarded}`);

  await run(`
    insert into order_item (id, order_id, ad_item_id, position, name, specification, quantity,
      unit, unit_price, line_total)
    select md5('sc-oi-' || g || '-' || i.position)::uuid::text, ${orderId('g')}, i.id, i.position,
      i.name, i.specification, i.quantity, i.unit, bi.unit_price, bi.line_total
    from ${range}
      join ad_item i on i.ad_id = ${adId('g')}
      join bid_item bi on bi.bid_id = ${bidId('g', '1')} and bi.ad_item_id = i.id
    where ${awarded}`);

  await run(`
    insert into order_event (id, order_id, type, actor_company_id, data, created_at)
    select md5('sc-ev-' || g || '-' || step)::uuid::text, o.id,
      case step when 1 then 'created' else o.status end,
      case step when 1 then o.buyer_company_id else o.seller_company_id end, '{}'::jsonb,
      o.created_at + (step - 1) * interval '1 day'
    from ${range} join purchase_order o on o.id = ${orderId('g')}, generate_series(1, 2) step
    where ${awarded} and (step = 1 or o.status <> 'created')`);

  // A conversation on each order past "created": 3 to 5 messages, the seller first.
  await run(`
    insert into chat_message (id, order_id, sender_company_id, sender_user_id, body, created_at)
    select md5('sc-cm-' || g || '-' || k)::uuid::text, o.id,
      case when k % 2 = 1 then o.seller_company_id else o.buyer_company_id end, null,
      (${sqlTextArray(CHAT_LINES)})[(g + k) % ${CHAT_LINES.length} + 1],
      o.created_at + k * interval '1 hour'
    from ${range} join purchase_order o on o.id = ${orderId('g')}, generate_series(1, 3 + g % 3) k
    where ${awarded} and o.status <> 'created'`);

  // The seller has read everything; the buyer up to the third message (later ones stay unread).
  await run(`
    insert into chat_read_state (order_id, company_id, last_read_at)
    select o.id, side.company_id, o.created_at + side.hours * interval '1 hour'
    from ${range} join purchase_order o on o.id = ${orderId('g')},
      lateral (values (o.seller_company_id, 3 + g % 3), (o.buyer_company_id, 3)) side(company_id, hours)
    where ${awarded} and o.status <> 'created'`);
}

const pick = (array: string, count: number, index: string) =>
  `(${array})[(${index}) % ${count} + 1]`;

async function demoCompanyIds(db: Database) {
  const rows = await db
    .select({ id: company.id, email: user.email })
    .from(company)
    .innerJoin(user, sql`${user.id} = ${company.adminUserId}`)
    .where(inArray(user.email, Object.values(DEMO_OWNERS)));
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  return {
    buyer: byEmail.get(DEMO_OWNERS.buyer),
    sellerEge: byEmail.get(DEMO_OWNERS.sellerEge),
    sellerMarmara: byEmail.get(DEMO_OWNERS.sellerMarmara),
    both: byEmail.get(DEMO_OWNERS.both),
  };
}

async function countRows(db: Database): Promise<Omit<ScaleSummary, 'seconds'>> {
  const result = (await db.execute(sql`select
    (select count(*) from company)::int as companies,
    (select count(*) from ad)::int as ads,
    (select count(*) from ad_item)::int as "adItems",
    (select count(*) from bid)::int as bids,
    (select count(*) from purchase_order)::int as orders,
    (select count(*) from chat_message)::int as "chatMessages",
    (select count(*) from notification)::int as notifications`)) as {
    rows: Omit<ScaleSummary, 'seconds'>[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('scale data: nothing counted');
  return row;
}
