import { CONTACT_EMAIL } from '../../lib/contact';
import { LegalDocument, type LegalSection } from '../../patterns/legal-document';

const sections: readonly LegalSection[] = [
  {
    heading: 'Acceptance of these terms',
    blocks: [
      'These terms form a contract between you and Convene for the use of the Convene website and application (the "service"). By creating an account or using the service you accept them. If you use the service for an organisation, you confirm that you may bind it to these terms, and "you" includes that organisation.',
    ],
  },
  {
    heading: 'Eligibility',
    blocks: [
      'The service is for people aged 18 and over. By using it you confirm that you are at least 18 years old.',
    ],
  },
  {
    heading: 'Accounts',
    blocks: [
      'You must give accurate information, verify your e-mail address, keep your password secret and tell us at once if you suspect unauthorised use. You are responsible for everything done through your account.',
    ],
  },
  {
    heading: 'Organisations',
    blocks: [
      "On the Teams plan you can create organisations and invite members. Organisation admins manage members, invitations and member subscriptions and can see the organisation's members and plans. Members may not buy credits, buy workflow executions or change subscriptions for the organisation. The person who creates an organisation is responsible for the members they invite.",
    ],
  },
  {
    heading: 'AI agents and meeting bots',
    blocks: [
      'You can create AI voice agents that speak in meetings and carry out actions with the tools you connect, and meeting bots that join Google Meet, Zoom or Microsoft Teams meetings to record, transcribe and take notes. A bot takes about 30 seconds to join a meeting and about another 30 seconds to start speaking.',
      'You are solely responsible for informing all meeting participants that a bot is present and for obtaining every consent needed to record and transcribe them under the laws that apply to you and to them. Do not send a bot to a meeting you are not entitled to record.',
      'You are responsible for the actions your agents take through connected tools, such as creating tickets, updating documents or sending e-mails. Review your prompts and workflows before using them in a meeting.',
    ],
  },
  {
    heading: 'Your content and knowledge-base uploads',
    blocks: [
      'You keep ownership of the prompts, files, recordings, transcripts and notes you create or upload ("your content"). You give us a limited licence to host, process and transmit your content only to provide the service to you. You confirm that you have the right to upload each knowledge-base file and that it contains nothing unlawful or confidential that you may not share with us and our processors.',
    ],
  },
  {
    heading: 'Credits and plans',
    blocks: [
      'Usage is metered in conversational hours and workflow actions and paid for with credits. Each credit equals one hour of usage; one workflow credit equals 500 workflow actions. Three plans exist:',
      [
        'Free: ₹0, with 30 minutes of AI conversational time and 10 workflow actions per month and up to 2 AI voice agents.',
        'Pro: ₹1,199 per month, with 3 hours of AI conversational time and 300 workflow actions per month and unlimited AI voice agents.',
        'Teams: ₹2,399 per user per month, with 6 hours of AI conversational time and 600 workflow actions per user, unlimited AI voice agents and organisations.',
      ],
      'A meeting bot needs a balance of at least 0.5 credit to be created. Free credits are refilled periodically on the Free plan; unused credits do not carry over in cash and have no value outside the service.',
    ],
  },
  {
    heading: 'Payments',
    blocks: [
      "All prices are in Indian rupees (INR) and include taxes only where stated. Payments are taken through our card payment processor under its own terms; we never store your full card details. Paid plans renew automatically each month until cancelled. We may change prices with at least 30 days' notice; a change applies from your next billing period.",
    ],
  },
  {
    heading: 'Cancellations and refunds',
    blocks: [
      'You can cancel a subscription at any time from the Billing page. Cancellation stops the next renewal; your plan stays live until the end of the period already paid. Payments for subscription periods and credits already used are not refundable, except where the law requires a refund or where we charged you in error, in which case write to us within 30 days of the charge.',
    ],
  },
  {
    heading: 'Acceptable use',
    blocks: [
      'You must not use the service to:',
      [
        'record, transcribe or impersonate people without the consent the law requires;',
        'harass, deceive, defraud or threaten anyone, or generate unlawful, hateful or sexually explicit content;',
        'infringe intellectual property or privacy rights;',
        'send spam or unsolicited messages through connected tools;',
        'probe, overload or break the security of the service, or reverse-engineer it;',
        'resell or share access to the service outside your organisation without our written consent.',
      ],
      'We may suspend or close accounts that break these rules.',
    ],
  },
  {
    heading: 'AI output',
    blocks: [
      'Transcripts, notes, answers, improved prompts and speech produced by AI can be incomplete, inaccurate or inappropriate. They are not professional, legal, medical or financial advice. Check AI output before you rely on it or act on it.',
    ],
  },
  {
    heading: 'Third-party services',
    blocks: [
      'The service works with third-party services, including meeting platforms, AI model providers, the tools you connect, an embedded workflow builder, an identity provider and our card payment processor. Your use of them is governed by their own terms. We are not responsible for their availability or for how they handle data you send them directly.',
    ],
  },
  {
    heading: 'Data retention and deletion',
    blocks: [
      'You can delete agents, bots and their data in the application. When you close your account we delete or anonymise your content within 30 days, except records we must keep by law. Our Privacy Policy explains this in detail.',
    ],
  },
  {
    heading: 'Security',
    blocks: [
      'We protect the service with industry-standard measures such as encryption in transit and access controls. You are responsible for the security of your devices, your password and the tools you connect.',
    ],
  },
  {
    heading: 'Availability and changes to the service',
    blocks: [
      'We aim to keep the service available but do not guarantee that it will be uninterrupted or error-free. We may change, add or remove features; if we remove a paid feature you rely on, we will tell you in advance.',
    ],
  },
  {
    heading: 'Limitation of liability',
    blocks: [
      'The service is provided "as is". To the extent the law allows, Convene is not liable for indirect or consequential loss, lost profits or lost data, and our total liability for any claim is limited to the amount you paid us in the three months before the claim arose.',
    ],
  },
  {
    heading: 'Termination',
    blocks: [
      "You may stop using the service and close your account at any time. We may suspend or end your access if you break these terms, if the law requires it, or with 30 days' notice for any other reason, in which case we refund any prepaid period not yet used.",
    ],
  },
  {
    heading: 'Changes to these terms',
    blocks: [
      'We may update these terms. We will tell you about significant changes by e-mail or in the application before they take effect; continuing to use the service afterwards means you accept them. The date at the top shows the latest revision.',
    ],
  },
  {
    heading: 'Governing law',
    blocks: [
      'These terms are governed by the laws of India. The courts of India have exclusive jurisdiction over any dispute arising from them or from the service.',
    ],
  },
  {
    heading: 'Contact',
    blocks: ['For questions about these terms, write to us at the address below.'],
  },
];

export function TermsAndConditionsScreen({
  contactEmail = CONTACT_EMAIL,
}: {
  contactEmail?: string;
}) {
  return (
    <LegalDocument
      title="Terms & Conditions"
      introduction="Please read these terms carefully before using Convene. They explain your rights and obligations when you use our AI voice agents and meeting bots."
      sections={sections}
      contactEmail={contactEmail}
    />
  );
}
