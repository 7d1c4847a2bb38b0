export const page = {
  title: 'Contact',
  content: `
<p>The TeklifAl team is happy to answer your questions, hear your suggestions and solve any problems
you run into while using the Platform. So that we can help you as quickly as possible, please choose
the contact channel that suits your request.</p>

<h2>Contact Details</h2>
<table>
<tbody>
<tr><th>Company name</th><td>TeklifAl Elektronik Ticaret A.Ş.</td></tr>
<tr><th>Address</th><td>Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer/İstanbul</td></tr>
<tr><th>Phone</th><td><a href="tel:+902125550000">+90 212 555 00 00</a></td></tr>
<tr><th>Email</th><td><a href="mailto:destek@teklifal.com.tr">destek@teklifal.com.tr</a></td></tr>
<tr><th>Registered electronic mail (KEP)</th><td>teklifal@hs01.kep.tr</td></tr>
<tr><th>Office hours</th><td>Weekdays 09:00–18:00 (except public holidays)</td></tr>
</tbody>
</table>

<h2>Support Requests</h2>
<p>Signed-in users can open a support request most quickly on the <a href="/support">Support</a>
page. Requests opened there are linked to your account and company automatically, so our team can
look into your problem without asking for more details; you can follow the status of your request
and our answers on the same page.</p>
<p>If you cannot sign in to your account or are not a member yet, you can write to <a
href="mailto:destek@teklifal.com.tr">destek@teklifal.com.tr</a>. Including your company name, your
registered email address and the problem you are having, with a screenshot if possible, helps us
resolve your request faster.</p>
<p>Requests sent during office hours are usually answered on the same working day, and requests sent
outside office hours on the next working day.</p>

<h2>Who to Contact About What</h2>
<ul>
<li><strong>Membership, company verification, ads, bids and orders:</strong> the Support page or
destek@teklifal.com.tr</li>
<li><strong>Partnerships, corporate membership and press enquiries:</strong> destek@teklifal.com.tr,
stating the type of your request in the subject line</li>
<li><strong>Requests concerning personal data:</strong> <a
href="mailto:kvkk@teklifal.com.tr">kvkk@teklifal.com.tr</a>, following the procedure described in
the KVKK Privacy Notice</li>
<li><strong>Official correspondence and legal notices:</strong> the KEP address teklifal@hs01.kep.tr
or our postal address above</li>
<li><strong>Security vulnerability reports:</strong> destek@teklifal.com.tr, with “Security” in the
subject line</li>
</ul>

<h2>Frequently Asked Questions</h2>
<ul>
<li><strong>How long does company verification take?</strong> Complete applications are usually
concluded within a few working days. If further documents are needed, we will let you know on the
Platform and by email.</li>
<li><strong>I forgot my password. What should I do?</strong> Use the “Forgot password” link on the
sign-in screen to send a reset link to your registered email address.</li>
<li><strong>How do I add a new user to my company?</strong> A company administrator can invite
colleagues and set their roles in the company settings.</li>
<li><strong>How do I contact the other party about a bid or an order?</strong> Use the messaging area
on the ad or order page concerned; messages are kept on record.</li>
<li><strong>How can I close my account?</strong> You can send your account closure request from the
Support page. If you have orders in progress, your account is closed once the obligations arising
from them have been fulfilled; your personal data is erased or anonymised at the end of the
retention periods laid down in the legislation.</li>
</ul>
<p>For your security, we never ask for your password or verification codes on the phone. Do not trust
calls or emails asking for such information, and please let us know about them.</p>

<h2>Complaints and Suggestions</h2>
<p>If you come across an ad, bid, message or company on the Platform that you think breaks the rules,
please let us know. Your reports are kept confidential, reviewed under the Terms of Use, and the
necessary measures are taken. We also welcome your suggestions for improving our services through
the same channels.</p>

<h2>Visiting Our Office</h2>
<p>Our office is in Maslak, Istanbul, and is easy to reach by public transport. For face-to-face
meetings, please make an appointment in advance by phone or email.</p>
`,
};
