/** Business limits from SPEC section 9, shared by the server (which enforces them) and the client (which mirrors them). */
export const AGENT_NAME_MAX = 50;
export const GREETING_MESSAGE_MAX = 120;
export const BOT_NAME_MAX = 50;
/** 7 MB, exactly 7340032 bytes. */
export const KNOWLEDGE_FILE_MAX_BYTES = 7 * 1024 * 1024;
export const KNOWLEDGE_FILE_EXTENSIONS = ['.txt', '.pdf', '.json', '.csv'] as const;
export const MIN_CREDITS_TO_CREATE_BOT = 0.5;
export const MIN_CREDITS_TO_TEST_AGENT = 0.5;
export const MIN_CREDIT_PURCHASE = 1;
export const FREE_PLAN_AGENT_LIMIT = 2;
export const READ_MORE_THRESHOLD = 100;
export const DASHBOARD_RECENT_COUNT = 2;
export const AGENT_VOICES = ['male', 'female'] as const;
export const AGENT_MODES = ['active', 'passive'] as const;
export type AgentVoice = (typeof AGENT_VOICES)[number];
export type AgentMode = (typeof AGENT_MODES)[number];
/** Shortest password an account accepts: the sign-up form checks it, the auth server enforces it. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest question to Ask AI and longest turn typed to an agent under test (the contract's maxLength). */
export const CHAT_MESSAGE_MAX = 2000;
/** The Free plan's 30 minutes a month (SPEC section 9), in credits of one hour each. */
export const FREE_PLAN_MONTHLY_CREDITS = 0.5;
/**
 * Connected tools one account may keep a key for: a request names at most 20 (the contract's
 * maxProperties), and this bounds what many requests keep together.
 */
export const TOOL_KEYS_MAX = 50;
export const TOOL_KEYS_MAX_MESSAGE = `Keys can be saved for at most ${TOOL_KEYS_MAX} tools. Remove one you no longer use first.`;
