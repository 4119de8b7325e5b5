import { CONTACT_EMAIL } from '../../lib/contact';
import { LegalDocument, type LegalSection } from '../../patterns/legal-document';

const sections: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    blocks: [
      'Convene ("Convene", "we", "us") provides a web application in which you create AI voice agents and meeting bots that join Google Meet, Zoom and Microsoft Teams meetings on your behalf, and in which you review the transcripts, participants and notes those bots collect. We are the data controller for the personal data described in this policy, except where we process meeting content on your instructions, in which case you decide why that content is collected and we act on your behalf.',
    ],
  },
  {
    heading: 'Data we collect',
    blocks: [
      'We collect only what we need to run the service:',
      [
        'Account data: your name, e-mail address, a hashed password or the identifier given by your sign-in provider, and the e-mail verification status.',
        'Organisation data: the organisations you create or join, their names, members, roles (admin or member) and invitations.',
        'Agent data: the names, greeting messages, prompts, voice and mode settings, wake words and connected workflows of the AI agents you create.',
        'Knowledge-base files: the documents you upload so an agent can answer from them.',
        'Meeting data: meeting links, scheduled times, the audio your bots hear, transcripts with speaker names and timestamps, participant names, generated notes, and the questions you ask about a meeting with the answers.',
        'Billing data: your plan, subscription status and validity, credit and workflow-credit balances, and payment references. Card details are entered directly with our card payment processor; we never see or store your full card number.',
        'Technical data: IP address, browser type, device information, log entries and the time of each request, used for security and troubleshooting.',
      ],
    ],
  },
  {
    heading: 'How we use your data',
    blocks: [
      [
        'To create and secure your account and verify your e-mail address.',
        'To run your agents and bots: joining meetings, speaking, transcribing, generating notes and answering your questions.',
        'To carry out the actions you connect, such as creating tickets, updating documents or sending e-mails through the tools you link.',
        'To meter usage in conversational hours and workflow actions, charge your credits and process payments.',
        'To send service messages such as verification, invitation, payment and security e-mails.',
        'To detect abuse, keep the service secure and meet our legal obligations.',
      ],
      'We do not sell your personal data, and we do not use your meeting content or knowledge-base files to train AI models for anyone else.',
    ],
  },
  {
    heading: 'Legal basis',
    blocks: [
      'We process your data to perform our contract with you, on the basis of your consent where you give it, to comply with legal obligations (for example tax and accounting records), and for our legitimate interest in keeping the service secure. In India we process personal data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 and the rules made under them.',
    ],
  },
  {
    heading: 'Meeting recordings and participants',
    blocks: [
      'When you send a bot to a meeting, it hears, records and transcribes what participants say and records their display names. You are responsible for telling every participant that an AI bot is present and for obtaining any consent that the law or your organisation requires before the bot records or transcribes them. Participants who object should ask the meeting host to remove the bot.',
    ],
  },
  {
    heading: 'AI processing',
    blocks: [
      'To transcribe speech, generate voices, notes and answers, and improve prompts, we send the relevant meeting content, prompts and knowledge-base excerpts to AI model providers that process them on our behalf under contracts that forbid them from using the data for their own purposes.',
    ],
  },
  {
    heading: 'Sharing with third parties',
    blocks: [
      'We share personal data only with service providers that help us run Convene, and only as much as each needs:',
      [
        'hosting, database and e-mail delivery providers;',
        'AI model providers for speech, language and voice processing;',
        'meeting platforms (Google Meet, Zoom, Microsoft Teams), which our bots join as a participant;',
        'the tools you choose to connect (ticketing, notes, mail and chat tools) and the embedded workflow builder;',
        'our card payment processor, which handles payments in Indian rupees;',
        'an identity provider, when the service is configured to sign you in through one.',
      ],
      'We may also disclose data when the law requires it or to protect the rights, property or safety of our users or the public. If Convene is merged or sold, your data may pass to the new owner under this policy.',
    ],
  },
  {
    heading: 'International transfers',
    blocks: [
      'Some of our providers process data outside India. Where they do, we rely on contracts that require them to protect it to a standard at least equivalent to this policy.',
    ],
  },
  {
    heading: 'Retention and deletion',
    blocks: [
      'We keep account and organisation data while your account exists. Agents, knowledge-base files, transcripts, notes and chats are kept until you delete them or close your account. When you close your account we delete or anonymise your data within 30 days, except billing records, which we keep for as long as tax law requires (currently eight years), and security logs, which we keep for up to 90 days.',
    ],
  },
  {
    heading: 'Security',
    blocks: [
      "We encrypt data in transit with TLS, store passwords only as salted hashes, restrict access to personal data to staff who need it, and keep each user's and organisation's data separate. No system is perfectly secure; if a breach affects your personal data we will notify you and the authorities as the law requires.",
    ],
  },
  {
    heading: 'Your rights',
    blocks: [
      'You may ask to access, correct, complete or erase your personal data, withdraw a consent you gave, and nominate someone to exercise your rights if you die or become incapacitated. You can edit or delete most data directly in the application. For anything else, e-mail us; we answer within 30 days. If you are not satisfied with our answer you may complain to the Data Protection Board of India.',
    ],
  },
  {
    heading: 'Cookies',
    blocks: [
      'We use only the cookies and local storage that the service needs to keep you signed in, remember your preferences and protect against forged requests. We do not use advertising cookies.',
    ],
  },
  {
    heading: 'Children',
    blocks: [
      'Convene is for people aged 18 and over. We do not knowingly collect data from anyone under 18; if we learn that we have, we delete it.',
    ],
  },
  {
    heading: 'Changes to this policy',
    blocks: [
      'We may update this policy. When a change is significant we will tell you by e-mail or in the application before it takes effect. The date at the top shows the latest revision.',
    ],
  },
  {
    heading: 'Contact',
    blocks: [
      'For questions about this policy or your personal data, including requests to our grievance officer, write to us at the address below.',
    ],
  },
];

export function PrivacyPolicyScreen({ contactEmail = CONTACT_EMAIL }: { contactEmail?: string }) {
  return (
    <LegalDocument
      title="Privacy Policy"
      introduction="This policy explains what personal data Convene collects when you use our website and application, why we collect it, who we share it with and the choices you have."
      sections={sections}
      contactEmail={contactEmail}
    />
  );
}
