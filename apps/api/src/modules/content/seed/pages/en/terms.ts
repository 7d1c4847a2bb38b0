export const page = {
  title: 'Terms of Use',
  content: `
<h2>1. Parties and Scope</h2>
<p>These Terms of Use (the “Terms”) set out the conditions for using the TeklifAl electronic
procurement platform (the “Platform”) operated by TeklifAl Elektronik Ticaret A.Ş. (“TeklifAl”).
Every natural person who registers with or in any way uses the Platform (a “User”), and the legal
entity or business on whose behalf the User acts (the “Company”), declare that they have read,
understood and accepted these Terms.</p>
<p>The Platform is designed solely for running procurement processes between businesses acting for
commercial or professional purposes (B2B). TeklifAl acts as an intermediary service provider under
Law No. 6563 on the Regulation of Electronic Commerce and is not a party to the sales or service
contracts concluded through the Platform.</p>

<h2>2. Definitions</h2>
<ul>
<li><strong>Buyer:</strong> a Company that creates purchase requests on the Platform and holds a
verified buyer account.</li>
<li><strong>Supplier:</strong> a Company that bids on purchase requests and holds a verified supplier
account.</li>
<li><strong>Ad:</strong> a purchase request in which the Buyer describes the goods or services it
needs, together with the quantity, delivery place, delivery date and other terms.</li>
<li><strong>Bid:</strong> the Supplier’s binding offer in response to an Ad, including the price,
delivery time, payment terms and validity period.</li>
<li><strong>Order:</strong> the contract formed between the parties when the Buyer accepts a Bid, and
its record on the Platform.</li>
</ul>

<h2>3. Membership</h2>
<p>To register with the Platform you must be at least eighteen years old and have legal capacity,
be authorised to act on behalf of the Company you represent, and complete the registration form
with accurate, current and complete information. Users are responsible for keeping their account
password confidential and for every action taken through their account. If unauthorised use of an
account is suspected, TeklifAl must be notified immediately.</p>
<p>A User may belong to more than one Company. The User who creates a Company account is responsible
for inviting other users on behalf of the Company, setting their permissions and removing the
access of employees who leave.</p>

<h2>4. Company Verification</h2>
<p>To publish Ads or submit Bids, a Company must be verified as a buyer and/or supplier. During
verification we may ask for the tax identification number (VKN) for legal entities or the Turkish
identity number (TCKN) for sole proprietorships, together with documents such as the tax
certificate, signature circular, trade registry gazette and certificate of activity. TeklifAl may
review the information and documents submitted and approve the application, ask for further
documents, or refuse it with its reasons.</p>
<p>Verification shows that the information the Company declared on registration has been reasonably
checked; it is not a guarantee of the Company’s financial standing, the quality of its goods or
services, or its ability to perform a contract properly. If the Company’s details change, they must
be updated within fifteen (15) days at the latest.</p>

<h2>5. Buyer’s Obligations</h2>
<ul>
<li>To prepare Ads based on a genuine purchasing need, clearly and accurately, so that comparable
bids can be received,</li>
<li>Not to open Ads without an intention to buy, solely to research the market or collect price
information,</li>
<li>To evaluate Bids impartially and not to share the content of one Bid with other suppliers,</li>
<li>To take delivery under the Bid it has accepted and to pay on time on the agreed terms.</li>
</ul>

<h2>6. Supplier’s Obligations</h2>
<ul>
<li>To bid only for goods and services it is legally entitled to sell or provide,</li>
<li>To state the price, taxes, shipping, delivery time and payment terms in its Bids clearly and in
full,</li>
<li>To perform an accepted Bid in line with the specifications, quantities and deadlines stated in
the Ad and the Bid,</li>
<li>To issue invoices in accordance with the legislation and to ensure that the goods have the
required documents, standards and warranty terms.</li>
</ul>

<h2>7. Ads and Bids</h2>
<p>Ads and Bids reflect the commercial will of the Company concerned. A Bid is a <strong>binding
offer</strong> for the validity period stated by the Supplier, and a contract is formed between the
parties when the Buyer accepts it within that period. Before the validity period ends, the Supplier
may withdraw its Bid only where the Platform allows it and the Buyer has not yet accepted it.</p>
<p>An Ad stays published until the bid deadline set by the Buyer. The Buyer may close or cancel its
Ad early, provided that the Suppliers who have bid are notified. The Buyer is not obliged to accept
the lowest bid and reserves the right to accept none of the bids.</p>

<h2>8. Orders</h2>
<p>An Order formed by the acceptance of a Bid binds only the Buyer and the Supplier. All rights and
obligations concerning delivery, payment, defects, returns and warranty lie between the parties.
TeklifAl facilitates the process by keeping a record of the communication between the parties and
of the order status, but does not guarantee payment, delivery of the goods or performance of the
contract. If a dispute arises between the parties, TeklifAl may, on request, share the Platform’s
records with the parties or with the competent authorities in accordance with the legislation.</p>

<h2>9. Prohibited Content and Conduct</h2>
<p>Users may not engage in the following content or conduct on the Platform:</p>
<ul>
<li>Ads or bids for goods and services whose sale, import or use is prohibited by law, or which
require a licence that has not been obtained,</li>
<li>Counterfeit or imitation goods, or goods that infringe the intellectual property rights of third
parties,</li>
<li>Misleading or untrue statements, or statements made in the name of another Company,</li>
<li>Anti-competitive agreements, price coordination or collusive bidding,</li>
<li>Insulting, threatening, discriminatory or indecent content,</li>
<li>Collecting contact details in order to move transactions off the Platform, or sending unsolicited
commercial messages,</li>
<li>Any action that endangers the security of the Platform, automated data collection and the use
of malicious software.</li>
</ul>

<h2>10. Intellectual Property</h2>
<p>All intellectual and industrial property rights in the Platform’s software, design, logo, database
and content belong to TeklifAl or its licensors. Users may use the Platform only within these Terms.
Users declare that they hold the necessary rights to the content they upload to the Platform and
grant TeklifAl a non-exclusive, royalty-free licence to display, store and process that content in
order to provide the Platform’s services.</p>

<h2>11. Limitation of Liability</h2>
<p>TeklifAl takes reasonable care to keep the Platform running without interruption or error, but
cannot be held liable for interruptions caused by maintenance, updates, infrastructure failures or
force majeure. TeklifAl does not guarantee the accuracy of the ads, bids and messages published by
Users, the quality of goods and services, or whether the parties will perform their contract.</p>
<p>Except where liability cannot be limited by law, TeklifAl is not liable for indirect damage, loss
of profit, loss of data or loss of reputation. In any event, TeklifAl’s total liability is limited
to the service fees paid to TeklifAl by the Company concerned in the twelve (12) months before the
event giving rise to the damage. Intent and gross negligence are excluded from this limitation.</p>

<h2>12. Suspension and Termination of Accounts</h2>
<p>If TeklifAl finds, or has reasonable grounds to suspect, that these Terms have been breached, that
untrue information or documents have been submitted, or that the Platform is being used for
unlawful purposes, it may remove the content concerned, suspend a User or Company account
temporarily, or close it permanently. These measures are applied in proportion to the nature of the
breach and, as far as possible, notified with their reasons. Users may also close their accounts at
any time; obligations arising from Orders placed before the account was closed continue to
apply.</p>

<h2>13. Changes</h2>
<p>TeklifAl may update these Terms following changes in legislation or developments in how the
Platform works. Significant changes are announced on the Platform or sent to the registered email
address a reasonable time before they take effect. Continuing to use the Platform after the changes
take effect means that the current Terms are accepted.</p>

<h2>14. Governing Law and Jurisdiction</h2>
<p>These Terms and disputes arising from the use of the Platform are governed by <strong>the laws of
the Republic of Türkiye</strong>. <strong>The Istanbul Central courts and enforcement
offices</strong> have jurisdiction to settle disputes. TeklifAl’s commercial books, records and
electronic system records constitute conclusive evidence under Article 193 of the Code of Civil
Procedure No. 6100.</p>

<h2>15. Contact</h2>
<p>You can send questions about these Terms to <a
href="mailto:destek@teklifal.com.tr">destek@teklifal.com.tr</a>, and legal notices to the KEP
address teklifal@hs01.kep.tr.</p>
`,
};
