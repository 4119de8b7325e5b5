/** Where people write to the company: the footer's mailto link, the legal pages and the sign-in fallback. */
export const CONTACT_EMAIL = 'support@convene.app';
