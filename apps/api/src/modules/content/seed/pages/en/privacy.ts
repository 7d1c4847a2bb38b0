export const page = {
  title: 'Information Security Policy',
  content: `
<p>As a platform that mediates procurement between businesses, TeklifAl Elektronik Ticaret A.Ş.
(“TeklifAl”) regards the security of the commercial information its users and companies entrust to
it as the foundation of its business. This policy sets out the principles and commitments TeklifAl
has adopted to protect its information assets; it has been prepared on the basis of the
requirements of the ISO/IEC 27001 Information Security Management System standard.</p>

<h2>1. Purpose and Scope</h2>
<p>The purpose of this policy is to ensure the confidentiality, integrity and availability of all
information assets processed on the TeklifAl platform (the “Platform”), in particular ads, bids,
orders, messages, company documents and personal data. The policy covers TeklifAl’s employees,
interns and consultants, the suppliers it obtains services from, and all systems and processes used
to develop, operate and support the Platform.</p>

<h2>2. Core Principles</h2>
<ul>
<li><strong>Confidentiality:</strong> information is accessed only by authorised persons and only as
far as their duties require. The content of a company’s bid is never shared with any supplier other
than the owner of the ad.</li>
<li><strong>Integrity:</strong> the accuracy and completeness of information are protected;
unauthorised changes are prevented and important actions are recorded in a traceable way.</li>
<li><strong>Availability:</strong> the Platform and data are kept usable whenever authorised users
need them; interruptions are kept to a minimum.</li>
</ul>

<h2>3. Our Commitments</h2>
<h3>Risk Management</h3>
<p>An inventory of information assets is kept, threats and vulnerabilities affecting those assets are
assessed regularly, and appropriate controls are applied until the risks are reduced to an
acceptable level. The security impact of a new feature or supplier is reviewed before it is put
into use.</p>
<h3>Access Control</h3>
<p>Access rights are defined according to the “need to know” and “least privilege” principles. On
the Platform, every user can access only the data of the company they belong to, as far as their
role in that company allows. Access to administrative interfaces is protected by strong
authentication; permissions are reviewed regularly and removed without delay when a person changes
role or leaves. Passwords are stored only with strong one-way hashing algorithms.</p>
<h3>Encryption</h3>
<p>All communication between the Platform and its users is encrypted with current TLS protocols.
Session cookies are set as secure and unreadable by scripts. Backups and sensitive documents are
kept in environments protected against unauthorised access.</p>
<h3>Backup and Business Continuity</h3>
<p>Databases and uploaded documents are backed up regularly; backups are kept in an environment
separate from the primary systems and restoring them is tested periodically. Business continuity
and disaster recovery plans are prepared and kept up to date so that the service can be restored
within a reasonable time after an outage.</p>
<h3>Secure Software Development</h3>
<p>The Platform’s software is developed with secure development practices such as code review,
automated tests, monitoring dependencies for security vulnerabilities, and input validation. Real
personal data is not used in test and development environments.</p>
<h3>Logging and Monitoring</h3>
<p>Access to systems and critical actions are logged; logs are protected against unauthorised changes
and monitored to detect unusual activity.</p>
<h3>Incident Management</h3>
<p>Information security incidents and suspected breaches are recorded, prioritised and handled
through a defined process. In the event of a personal data breach, the required notifications are
made to the Personal Data Protection Board and to the persons affected within the periods laid down
in Law No. 6698 on the Protection of Personal Data. After every incident a root cause analysis is
carried out and improvements are made to prevent similar incidents from recurring.</p>
<h3>Supplier Security</h3>
<p>Suppliers from whom we obtain services such as hosting, email and backups are selected after their
security capabilities have been assessed. Confidentiality, data protection and security obligations
are included in contracts with suppliers, and their compliance with these obligations is
monitored.</p>
<h3>Employee Awareness and Training</h3>
<p>All employees sign a confidentiality undertaking when they join and receive regular training on
information security and the protection of personal data. Awareness activities are held on current
threats such as phishing. Conduct contrary to the policy is subject to disciplinary
procedures.</p>
<h3>Physical and Environmental Security</h3>
<p>The Platform is hosted in data centres with controlled physical access and protection against
fire and power outages. Screen lock and clear desk rules apply in the office.</p>

<h2>4. Legal Compliance</h2>
<p>TeklifAl complies with the information security obligations arising from Law No. 6698 on the
Protection of Personal Data, Law No. 5651, Law No. 6563 on the Regulation of Electronic Commerce and
the related secondary legislation, and from its contracts with its customers.</p>

<h2>5. Roles and Responsibilities</h2>
<p>Senior management undertakes to provide the resources needed to implement this policy and to
improve the information security management system continually. The team responsible for
information security coordinates the implementation of controls and reports to management
regularly. Every employee is responsible for complying with this policy and for reporting at once
any security weakness or incident they notice.</p>

<h2>6. Review</h2>
<p>This policy and its related procedures are reviewed at least once a year and whenever significant
organisational, technical or legal changes occur; they are updated in the light of internal audit
results and lessons learned from incidents.</p>

<h2>7. Reporting a Vulnerability</h2>
<p>If you believe you have found a security vulnerability on the Platform, please send the details to
<a href="mailto:destek@teklifal.com.tr">destek@teklifal.com.tr</a>. Your report will be kept
confidential and assessed as soon as possible. Please do not access other users’ data or disrupt
the service in order to confirm the vulnerability.</p>
`,
};
