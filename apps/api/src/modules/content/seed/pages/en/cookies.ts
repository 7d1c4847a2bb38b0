export const page = {
  title: 'Cookie Policy',
  content: `
<p>This Cookie Policy explains for what purposes cookies and similar technologies such as browser
local storage are used on the TeklifAl platform (the “Platform”) operated by TeklifAl Elektronik
Ticaret A.Ş. (“TeklifAl”), and how you can manage them. You can find detailed information on the
processing of your personal data in the KVKK Privacy Notice.</p>

<h2>What Is a Cookie?</h2>
<p>Cookies are small text files saved on your device by your browser when you visit a website.
Cookies let the site remember that you are signed in, your preferences and the choices you make as
you move from one page to another.</p>
<p>Browser local storage (<em>localStorage</em>) is data kept in your browser much like cookies, but
not sent to the server automatically with every request. In this policy, unless stated otherwise,
cookies and local storage are together referred to as “cookies”.</p>
<p>By duration, cookies are classified as <strong>session cookies</strong> (deleted when the browser
is closed) and <strong>persistent cookies</strong> (kept on your device until a set period ends or
you delete them); by source, as <strong>first-party</strong> cookies (placed directly by the
Platform) and <strong>third-party</strong> cookies (placed by another service provider).</p>

<h2>Types of Cookies</h2>
<table>
<thead>
<tr><th>Cookie Type</th><th>Purpose</th><th>Duration</th></tr>
</thead>
<tbody>
<tr><td>Essential</td><td>Needed for signing in, security and the Platform’s basic functions. The
Platform does not work properly without these cookies, so they do not depend on your explicit
consent.</td><td>For the session or at most 7 days</td></tr>
<tr><td>Functional</td><td>Remember your preferences, such as your language and selected company, so
that you do not have to set the Platform up again on every visit.</td><td>Persistent (until you
delete them) or deleted when you sign out</td></tr>
<tr><td>Analytics</td><td>Measure statistically how the Platform is used, helping to improve
performance and the user experience. Used only with your explicit consent.</td><td>At most 12
months</td></tr>
<tr><td>Marketing</td><td>Used to show content and campaigns that match your interests and to
measure how effective campaigns are. Used only with your explicit consent.</td><td>At most 12
months</td></tr>
</tbody>
</table>
<p>The Platform does not currently use any third-party cookies for analytics or marketing. If such
cookies are introduced in the future, this policy will be updated and the cookies will be enabled
only after your explicit consent has been obtained.</p>

<h2>Cookies Used on the Platform</h2>
<p>The table below lists the cookies and local storage keys the Platform uses. All of them are
first-party; the information they contain is not shared with third parties.</p>
<table>
<thead>
<tr><th>Cookie Name</th><th>Provider</th><th>Purpose</th><th>Duration</th></tr>
</thead>
<tbody>
<tr><td>better-auth.session_token</td><td>TeklifAl</td><td>Essential cookie. Keeps your session
secure and confirms on every request that you are signed in. Cannot be read by scripts in the
browser (HttpOnly).</td><td>7 days</td></tr>
<tr><td>better-auth.session_data</td><td>TeklifAl</td><td>Essential cookie. A short-lived cache of
the session details; speeds the Platform up by sparing the server a lookup on every page
request.</td><td>5 minutes</td></tr>
<tr><td>language <em>(local storage)</em></td><td>TeklifAl</td><td>Functional. Remembers the
interface language you chose (Turkish or English).</td><td>Persistent</td></tr>
<tr><td>logoUrl <em>(local storage)</em></td><td>TeklifAl</td><td>Functional. Site settings cache;
lets the logo appear quickly when a page opens.</td><td>Persistent</td></tr>
<tr><td>seoData <em>(local storage)</em></td><td>TeklifAl</td><td>Functional. Site settings cache;
stores details such as the site title and description.</td><td>Persistent</td></tr>
<tr><td>company <em>(local storage)</em></td><td>TeklifAl</td><td>Functional. Stores the selected
company; remembers on whose behalf users who belong to more than one company are
acting.</td><td>Deleted when you sign out</td></tr>
</tbody>
</table>

<h2>Legal Basis for Cookies</h2>
<p>Essential cookies are used under Article 5 of Law No. 6698 on the Protection of Personal Data, for
the conclusion and performance of the contract and within our legitimate interest. Functional
cookies are needed to provide the features you ask for. Analytics and marketing cookies, if they
are introduced, will be enabled only on the basis of your explicit consent, and you will be able to
withdraw your consent at any time.</p>

<h2>How Can You Manage Cookies?</h2>
<p>You can view, delete or block cookies in your browser settings. Local storage data is also
deleted with your browser’s “clear site data” option. If you block essential cookies you may not be
able to sign in to the Platform or use some features; if you delete functional data you will need
to set your preferences, such as language and company, again.</p>
<p>Information on managing cookie settings in common browsers is available at the following
links:</p>
<ul>
<li><a href="https://support.google.com/chrome/answer/95647" target="_blank"
rel="noopener noreferrer">Google Chrome</a></li>
<li><a href="https://support.mozilla.org/en-US/kb/enhanced-tracking-protection-firefox-desktop"
target="_blank" rel="noopener noreferrer">Mozilla Firefox</a></li>
<li><a href="https://support.apple.com/en-gb/guide/safari/sfri11471/mac" target="_blank"
rel="noopener noreferrer">Apple Safari</a></li>
<li><a
href="https://support.microsoft.com/en-gb/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09"
target="_blank" rel="noopener noreferrer">Microsoft Edge</a></li>
<li><a href="https://help.opera.com/en/latest/web-preferences/#cookies" target="_blank"
rel="noopener noreferrer">Opera</a></li>
</ul>
<p>On mobile devices, cookie settings can usually be managed in the privacy or site data section of
the browser app’s “Settings” menu.</p>

<h2>Changes and Contact</h2>
<p>This policy may be updated following changes in the cookies used or in the legislation; the
current text is always published on this page. You can send questions about cookies to <a
href="mailto:kvkk@teklifal.com.tr">kvkk@teklifal.com.tr</a>.</p>
`,
};
