export const page = {
  title: 'KVKK Privacy Notice',
  content: `
<h2>1. Data Controller</h2>
<p>Under Law No. 6698 on the Protection of Personal Data (“KVKK” or the “Law”), your personal data
is processed by <strong>TeklifAl Elektronik Ticaret A.Ş.</strong> (“TeklifAl” or the “Company”) as
data controller, to the extent described below. This notice has been prepared under Article 10 of
the Law and the Communiqué on the Procedures and Principles for Fulfilling the Obligation to Inform,
to inform the natural persons who visit the TeklifAl website and its related applications (together,
the “Platform”), who register with the Platform, and who act on behalf of a buyer or supplier
company.</p>
<ul>
<li><strong>Company name:</strong> TeklifAl Elektronik Ticaret A.Ş.</li>
<li><strong>Address:</strong> Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer/İstanbul</li>
<li><strong>Email:</strong> <a href="mailto:kvkk@teklifal.com.tr">kvkk@teklifal.com.tr</a></li>
<li><strong>Registered electronic mail (KEP):</strong> teklifal@hs01.kep.tr</li>
</ul>

<h2>2. Categories of Personal Data Processed</h2>
<p>Depending on how you use the Platform, the following categories of personal data may be
processed:</p>
<table>
<thead>
<tr><th>Data Category</th><th>Description and Examples</th></tr>
</thead>
<tbody>
<tr><td>Identity</td><td>First name and surname; for sole proprietorships, the Turkish identity
number used in place of a tax identification number; your title and position in the company</td></tr>
<tr><td>Contact</td><td>Email address, mobile phone number, business address</td></tr>
<tr><td>Company</td><td>The name, tax identification number and tax office, MERSİS number, address
and sectors of the company you represent; personal data contained in verification documents such as
the tax certificate, signature circular and trade registry gazette; your user role in the
company</td></tr>
<tr><td>Transaction security</td><td>IP address, session and cookie records, sign-in and sign-out
times, browser and device information, one-way hashed password data, verification codes</td></tr>
<tr><td>Commercial transactions</td><td>The purchase requests (ads) you create, the bids you submit
and receive, order, delivery and invoice details, messages exchanged on the Platform and support
requests</td></tr>
<tr><td>Marketing</td><td>Newsletter subscription and communication preferences, only where you have
given your explicit consent</td></tr>
</tbody>
</table>

<h2>3. Purposes of Processing</h2>
<p>Your personal data is processed in line with the general principles in Article 4 of the Law and
only for the following purposes:</p>
<ul>
<li>Creating your membership, managing your account and verifying your identity,</li>
<li>Verifying buyer and supplier companies (tax or identity number checks and document review) and
confirming your authority to act for the company,</li>
<li>Publishing purchase requests, submitting and comparing bids, and turning accepted bids into
orders,</li>
<li>Running the messaging and notification processes between buyer and supplier,</li>
<li>Tracking order, delivery and invoicing processes,</li>
<li>Answering support requests and handling suggestions and complaints,</li>
<li>Running information security processes, preventing fraud and abuse, and keeping access and
transaction logs,</li>
<li>Fulfilling obligations arising from legislation, in particular Law No. 6563 on the Regulation of
Electronic Commerce, Law No. 5651, Turkish Commercial Code No. 6102 and Tax Procedure Law No. 213,</li>
<li>Responding to requests for information and documents from competent public authorities,</li>
<li>Establishing, exercising and defending legal rights in disputes,</li>
<li>Sending commercial electronic messages and managing the newsletter subscription, where you have
given your explicit consent.</li>
</ul>

<h2>4. Legal Grounds for Processing</h2>
<p>Your personal data is processed on the following legal grounds listed in Article 5 of the
Law:</p>
<ul>
<li><strong>Processing is directly related to the conclusion or performance of a contract
(Art. 5/2-c):</strong> opening your account under the Terms of Use; running the ad, bid and order
processes.</li>
<li><strong>Processing is expressly provided for by law (Art. 5/2-a) and is necessary for the data
controller to comply with a legal obligation (Art. 5/2-ç):</strong> keeping traffic and transaction
logs, retaining commercial books and records, providing information to competent authorities.</li>
<li><strong>The data has been made public by the data subject (Art. 5/2-d):</strong> contact details
you publish on your public company profile.</li>
<li><strong>Processing is necessary to establish, exercise or defend a right (Art. 5/2-e):</strong>
keeping records for use as evidence in a dispute.</li>
<li><strong>The legitimate interests of the data controller (Art. 5/2-f):</strong> keeping the
Platform secure, verifying companies, measuring service quality and preventing abuse, provided
that these activities do not harm your fundamental rights and freedoms.</li>
<li><strong>Explicit consent (Art. 5/1):</strong> processing that rests on none of the grounds above,
such as sending commercial electronic messages and non-essential cookies. You may withdraw your
explicit consent at any time.</li>
</ul>
<p>In its ordinary operation the Platform does not ask for special categories of personal data.
Such data is processed only where the conditions listed in Article 6 of the Law are met and the
adequate measures determined by the Personal Data Protection Board (the “Board”) are taken. If a
document you upload for verification contains such data, please black out the relevant field before
uploading it.</p>

<h2>5. Transfer of Personal Data</h2>
<p>Your personal data may be transferred to the following groups of recipients, in accordance with
Articles 8 and 9 of the Law, limited to and proportionate with the purposes above:</p>
<ul>
<li><strong>Companies on the other side of a transaction:</strong> when you bid on an ad or accept a
bid, the company and contact details needed to carry out the transaction are shared with the other
party.</li>
<li><strong>Service providers:</strong> suppliers acting as data processors from whom we obtain
services such as server hosting, backups, and email and SMS delivery.</li>
<li><strong>Professional advisers:</strong> persons and firms providing us with legal, accounting
and independent audit services.</li>
<li><strong>Competent public authorities:</strong> courts, public prosecutors, the Ministry of Trade,
the Revenue Administration and other authorities empowered by law.</li>
</ul>
<p>Where the servers of one of our service providers are located abroad, the transfer is made under
Article 9 of the Law: on condition that an adequacy decision exists for the country concerned or
that one of the appropriate safeguards is provided, such as the standard contracts or binding
corporate rules announced by the Board; failing these, only within the exceptions for occasional
transfers listed in the Law.</p>

<h2>6. How Personal Data Is Collected</h2>
<p>Your personal data is collected electronically, by partly or fully automated means, through the
membership, company registration and verification forms, the ad and bid forms, the messaging and
support screens, communications by email and telephone, and cookies and similar technologies. Your
data may also be obtained through the company representatives who invite you to the Platform as a
user of their company.</p>

<h2>7. Retention Period</h2>
<p>Your personal data is kept for as long as the purpose of processing requires and for the
retention and limitation periods laid down in the relevant legislation. For example, commercial
books and records are kept for ten (10) years under the Turkish Commercial Code and the Tax
Procedure Law, and traffic logs for the period laid down in the relevant legislation. When these
periods end, the data is erased, destroyed or anonymised in accordance with the Regulation on the
Erasure, Destruction or Anonymisation of Personal Data.</p>

<h2>8. Rights of the Data Subject</h2>
<p>Under Article 11 of the Law, you may apply to the data controller to exercise the following
rights:</p>
<ol>
<li>To learn whether your personal data is processed,</li>
<li>To request information about the processing if your personal data has been processed,</li>
<li>To learn the purpose of the processing and whether your data is used in line with that
purpose,</li>
<li>To know the third parties in Türkiye or abroad to whom your personal data has been
transferred,</li>
<li>To request the correction of your personal data if it is incomplete or inaccurate,</li>
<li>To request the erasure or destruction of your personal data under the conditions laid down in
Article 7 of the Law,</li>
<li>To request that the actions taken under items five and six be notified to the third parties to
whom your personal data has been transferred,</li>
<li>To object to a result against you arising from the analysis of the processed data exclusively
by automated systems,</li>
<li>To claim compensation for damage you suffer because your personal data was processed
unlawfully.</li>
</ol>

<h2>9. How to Apply</h2>
<p>You may submit requests concerning your rights in Turkish and in writing, in accordance with the
Communiqué on the Procedures and Principles of Application to the Data Controller, by one of the
following means:</p>
<ul>
<li>By a petition bearing your wet signature, delivered in person or through a notary, to Maslak
Mah. Büyükdere Cad. No: 255, 34485 Sarıyer/İstanbul, with “Information Request under KVKK” written
on the envelope,</li>
<li>By registered electronic mail (KEP) to teklifal@hs01.kep.tr,</li>
<li>Signed with a secure electronic signature or mobile signature, or from the email address
registered on the Platform, to <a href="mailto:kvkk@teklifal.com.tr">kvkk@teklifal.com.tr</a>.</li>
</ul>
<p>Your application must include your first name and surname and, for written applications, your
signature; your Turkish identity number if you are a citizen of the Republic of Türkiye, or your
nationality and passport or identity number if you are a foreign national; your residential or
business address for notifications; your email address, telephone or fax number for notifications,
if any; and the subject of your request. Information and documents relating to your request should
be attached. Additional information may be requested to verify your identity.</p>
<p>Your application is concluded free of charge as soon as possible according to the nature of the
request and <strong>within thirty (30) days at the latest</strong>. If the action requires an
additional cost, however, the fee in the tariff set by the Board may be charged. Our answer is sent
to you in writing or electronically.</p>
<p>If your application is refused, if you find the answer insufficient, or if it is not answered in
time, you may lodge a complaint with the Personal Data Protection Board under Article 14 of the Law
within thirty (30) days of learning of the answer and in any case within <strong>sixty (60)
days</strong> of the date of application.</p>

<h2>10. Changes</h2>
<p>This privacy notice may be updated following changes in legislation and in the way the Platform
works. The current version is always published on this page; significant changes are also
announced on the Platform.</p>
`,
};
