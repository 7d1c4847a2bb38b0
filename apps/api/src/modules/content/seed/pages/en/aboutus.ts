export const page = {
  title: 'About Us',
  content: `
<h2>Who We Are</h2>
<p>TeklifAl is a business-to-business (B2B) e-procurement platform that digitises companies’
purchasing processes. Developed in Istanbul by TeklifAl Elektronik Ticaret A.Ş., the Platform brings
buyer and supplier companies from many sectors, from construction to information technology and from
packaging to logistics, together in a trusted environment.</p>
<p>In Türkiye many businesses still run their purchasing through phone calls, email chains and
comparison spreadsheets prepared by hand. These methods waste time, lack transparency and often lead
to prices that lag behind the market. TeklifAl was founded to make this process traceable and
measurable, from start to finish, in a single place.</p>

<h2>Our Mission</h2>
<p>To let businesses of every size reach the right supplier quickly, transparently and fairly; and to
build a marketplace where small and medium-sized manufacturers and service providers can compete with
large buyers on equal terms.</p>

<h2>Our Vision</h2>
<p>To be the first address for trust and efficiency in business-to-business trade in Türkiye, and to
contribute to a business world where purchasing decisions rest not on intuition but on comparable
bids and accurate information.</p>

<h2>How It Works</h2>
<ol>
<li>Register your company on the Platform and apply for verification as a buyer, a supplier or both
by uploading your tax identification details and the required documents.</li>
<li>As a buyer, publish your need as an ad; the ad reaches verified suppliers in the relevant
sectors.</li>
<li>Suppliers send their bids, including price, delivery time and payment terms, before the ad’s bid
deadline.</li>
<li>Compare the bids, message suppliers on the Platform if needed, and accept the bid that suits you
to create your order.</li>
<li>Follow the order, delivery and closing steps on the same screen.</li>
</ol>

<h2>What We Offer Buyers</h2>
<ul>
<li><strong>Many bids from one ad:</strong> describe your need once, with quantity, delivery place and
date, and collect bids from verified suppliers in the relevant sector.</li>
<li><strong>Easy comparison:</strong> see prices, delivery times and payment terms side by side, and
turn the best bid into an order in a few clicks.</li>
<li><strong>Verified suppliers:</strong> suppliers on the Platform are verified with their tax
identification details and official documents.</li>
<li><strong>A traceable process:</strong> all messages, bids and order statuses are kept on record in
one place, and your colleagues have access to the same information.</li>
</ul>

<h2>What We Offer Suppliers</h2>
<ul>
<li><strong>Access to new customers:</strong> see real purchase requests in the sectors you work in and
bid without site visits or an advertising budget.</li>
<li><strong>Fair competition:</strong> your bid is seen only by the owner of the ad; your price is not
shared with your competitors.</li>
<li><strong>An orderly workflow:</strong> manage your orders, deliveries and messages with buyers from
a single panel.</li>
<li><strong>A trusted company profile:</strong> earn buyers’ trust with your verified company badge and
your sector details.</li>
</ul>

<h2>Our Values</h2>
<ul>
<li><strong>Trust:</strong> we verify companies, apply the rules equally to everyone and protect the
confidentiality of commercial information.</li>
<li><strong>Transparency:</strong> we share our processes and rules openly and explain the reasons for
our decisions.</li>
<li><strong>Efficiency:</strong> we value our users’ time and design every feature to shorten the
purchasing process.</li>
<li><strong>Fair competition:</strong> we are building a marketplace where every business, whatever
its size, can show what it offers.</li>
<li><strong>Responsibility:</strong> we see the protection of personal data, information security and
compliance with the law as an integral part of our work.</li>
</ul>

<h2>Contact Us</h2>
<p>For questions about the Platform, partnership proposals or feedback, write to us at <a
href="mailto:destek@teklifal.com.tr">destek@teklifal.com.tr</a> or reach us through the other
channels on our Contact page. We look forward to making your purchasing easier together.</p>
`,
};
