import type { SaveLegalPageRequest } from '@notebook/contracts';

/**
 * Starting texts of the footer's terms and privacy pages for an Australian study platform: what the
 * platform does (accounts, study records, payments through a provider, e-mail), under the Privacy Act
 * 1988 (Cth) and the Australian Privacy Principles. An operator has them reviewed and edits them on
 * /admin/config/legal-pages; they promise nothing beyond what the platform does.
 */
const TERMS = `
<h2>1. About these terms</h2>
<p>These terms apply when you use Notebook, an online study platform for candidates preparing for Australian general practice fellowship exams. By creating an account, starting a free trial or paying for a plan you agree to them. If you do not agree, please do not use the platform.</p>
<h2>2. What Notebook is, and is not</h2>
<p>Notebook provides study notes, practice questions, mock exams, webinars and the tools to track your own study. It is an educational resource for exam preparation. It is not clinical guidance for the care of a patient, and it is not affiliated with or endorsed by any college or examining body. Always check current guidelines and use your own clinical judgement in practice.</p>
<p>We work to keep the content accurate and up to date, but we do not promise that it is complete, free of errors or that it matches any particular exam. Using Notebook does not guarantee an exam result.</p>
<h2>3. Your account</h2>
<ul>
<li>You must give accurate details when you register and keep your password to yourself. You are responsible for what is done with your account.</li>
<li>An account is for one person. Sharing your sign-in, or passing on the content to others, is not allowed.</li>
<li>Tell us promptly at the contact details below if you think someone else has used your account.</li>
</ul>
<h2>4. Plans, free trials and payments</h2>
<ul>
<li>Prices are shown in Australian dollars on the pricing page before you pay. The pricing terms shown on the payment page form part of these terms.</li>
<li>A free trial opens the topics its plan lists for the trial period. When it ends, those topics close unless you subscribe.</li>
<li>Payments are processed by our payment provider; we do not store your full card details.</li>
<li>A subscription renews at the end of each period unless you cancel it from your profile. If you cancel, you keep access until the end of the period you have paid for.</li>
<li>Nothing in these terms limits your rights under the Australian Consumer Law. If a paid service is not provided as described, contact us and we will work with you to put it right, which may include a refund.</li>
</ul>
<h2>5. Acceptable use</h2>
<p>You agree not to copy, resell, publish or scrape the content; not to try to get around how access to content works; not to interfere with the platform or other users; and not to upload anything unlawful, or anything you do not have the right to share, in your own notes or messages.</p>
<h2>6. Content</h2>
<p>The notes, questions, explanations, webinars and other materials belong to Notebook or its authors and are licensed to you for your personal study only. The notes, topics and annotations you write yourself remain yours; you let us store and show them to you so the platform works.</p>
<h2>7. Suspending or closing an account</h2>
<p>We may suspend or close an account that breaks these terms, after telling you why where it is reasonable to do so. You may stop using Notebook at any time, and ask us to close your account.</p>
<h2>8. Liability</h2>
<p>To the extent the law allows, we are not liable for indirect or consequential loss arising from the use of the platform. Where our liability for a failure to comply with a consumer guarantee can be limited, it is limited to supplying the service again or paying the cost of having it supplied again.</p>
<h2>9. Changes to these terms</h2>
<p>We may update these terms from time to time. The current version is always on this page, with the date it was last changed. If a change materially affects a paid plan you hold, we will tell you before it applies.</p>
<h2>10. Governing law and contact</h2>
<p>These terms are governed by the laws of New South Wales, Australia. Questions about them are welcome through Contact us in the footer.</p>
`;

const PRIVACY = `
<h2>1. Our commitment</h2>
<p>Notebook handles personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs). This policy explains what we collect, why, who we share it with, and how you can access or correct it.</p>
<h2>2. What we collect</h2>
<ul>
<li><strong>Account details:</strong> your title, name, e-mail address and password (stored only as a one-way hash), and, if you sign in with another provider, the identifier that provider gives us.</li>
<li><strong>Plan and payment details:</strong> the plan you choose, your billing address and the record of each payment. Card details are entered with our payment provider and are not stored by us.</li>
<li><strong>Study records:</strong> the lessons you mark as read, bookmarks, your own topics, notes and annotations, your practice and mock exam answers and results, and the problems you report in the content.</li>
<li><strong>Messages:</strong> what you send us through Contact us.</li>
<li><strong>Technical information:</strong> sign-in times and the IP address and browser used, kept to protect accounts (for example to limit repeated failed sign-ins).</li>
</ul>
<h2>3. Why we collect it</h2>
<p>We use this information to provide your account and the content your plan opens, to take payments and issue receipts, to show your study progress back to you, to send the e-mails the service needs (confirming your address, resetting your password, receipts and notifications), to answer your messages, and to keep the platform secure. We do not sell your personal information and we do not use it for advertising.</p>
<h2>4. Who we share it with</h2>
<p>We share personal information only with the service providers that run the platform for us, and only as far as they need: our payment provider, our e-mail delivery service and our hosting provider. Some of these providers may store information outside Australia; where that happens we take reasonable steps to ensure they handle it consistently with the APPs. We may also disclose information where the law requires it.</p>
<h2>5. How we keep it safe</h2>
<p>Access to personal information is limited to the staff who need it for their work, and changes made by administrators are recorded in an audit trail. Passwords are hashed and connections are encrypted. We keep records for as long as your account is open and as long afterwards as the law requires (for example, payment records for tax purposes).</p>
<h2>6. Access, correction and deletion</h2>
<p>You can see and update most of your details on your profile. You may ask us for a copy of the personal information we hold about you, to correct it, or to close your account, through Contact us in the footer. We will respond within 30 days.</p>
<h2>7. Cookies</h2>
<p>We use a cookie only to keep you signed in securely. We do not use advertising or tracking cookies.</p>
<h2>8. Complaints</h2>
<p>If you have a concern about how we handle your personal information, please contact us first and we will try to resolve it. If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC) at <a href="https://www.oaic.gov.au">www.oaic.gov.au</a>.</p>
<h2>9. Changes to this policy</h2>
<p>We may update this policy from time to time. The current version is always on this page, with the date it was last changed.</p>
`;

const html = (text: string) => text.trim().replace(/\n/g, '');

/** The terms and conditions and the privacy policy a new platform starts with. */
export const DEMO_LEGAL_PAGES: SaveLegalPageRequest[] = [
  { page: 'TERMS', content: html(TERMS) },
  { page: 'PRIVACY', content: html(PRIVACY) },
];
