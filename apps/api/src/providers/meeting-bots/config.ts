/**
 * Which meeting-bot provider runs bots: the embedded simulator unless Recall.ai
 * (RECALL_API_KEY) or a self-hosted Attendee (ATTENDEE_BASE_URL) is configured.
 */
export interface SimulatorConfig {
  kind: 'simulator';
  /** Seconds from the join time to the bot being in the call (SPEC: about 30). */
  joinSeconds: number;
  /** Seconds the simulated meeting lasts before it ends on its own. */
  meetingSeconds: number;
}

export interface RecallConfig {
  kind: 'recall';
  apiKey: string;
  /** https://<region>.recall.ai, or RECALL_BASE_URL (a local fake in tests). */
  baseUrl: string;
  /** The workspace's `whsec_...` secret that signs webhooks; without it webhooks are refused. */
  webhookSecret: string | null;
  /**
   * Who transcribes (RECALL_TRANSCRIPT_PROVIDER): the meeting's own captions (no extra cost, the
   * default) or Recall's transcription, which times every word.
   */
  transcriptProvider?: RecallTranscriptProvider;
}

export const RECALL_TRANSCRIPT_PROVIDERS = ['meeting_captions', 'recallai_streaming'] as const;
export type RecallTranscriptProvider = (typeof RECALL_TRANSCRIPT_PROVIDERS)[number];

export interface AttendeeConfig {
  kind: 'attendee';
  baseUrl: string;
  apiKey: string;
  /** The project's webhook secret as the dashboard shows it (base64). */
  webhookSecret: string | null;
}

export type MeetingBotsConfig = SimulatorConfig | RecallConfig | AttendeeConfig;

export class MeetingBotsConfigError extends Error {
  override name = 'MeetingBotsConfigError';
}

const RECALL_REGIONS = ['us-west-2', 'us-east-1', 'eu-central-1', 'ap-northeast-1'] as const;

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new MeetingBotsConfigError(`${name} must be a number of seconds, 0 or more`);
  return parsed;
}

function recallTranscriptProvider(value: string | undefined): RecallTranscriptProvider {
  if (!value) return 'meeting_captions';
  const known = RECALL_TRANSCRIPT_PROVIDERS.find((provider) => provider === value);
  if (!known)
    throw new MeetingBotsConfigError(
      `RECALL_TRANSCRIPT_PROVIDER must be one of ${RECALL_TRANSCRIPT_PROVIDERS.join(', ')}`,
    );
  return known;
}

export function meetingBotsConfigFromEnv(env: NodeJS.ProcessEnv): MeetingBotsConfig {
  if (env.RECALL_API_KEY) {
    const region = env.RECALL_REGION || 'us-east-1';
    if (!env.RECALL_BASE_URL && !RECALL_REGIONS.some((known) => known === region))
      throw new MeetingBotsConfigError(`RECALL_REGION must be one of ${RECALL_REGIONS.join(', ')}`);
    return {
      kind: 'recall',
      apiKey: env.RECALL_API_KEY,
      baseUrl: (env.RECALL_BASE_URL || `https://${region}.recall.ai`).replace(/\/$/, ''),
      webhookSecret: env.RECALL_WEBHOOK_SECRET || null,
      transcriptProvider: recallTranscriptProvider(env.RECALL_TRANSCRIPT_PROVIDER),
    };
  }
  if (env.ATTENDEE_BASE_URL) {
    if (!env.ATTENDEE_API_KEY)
      throw new MeetingBotsConfigError('ATTENDEE_BASE_URL is set but ATTENDEE_API_KEY is not');
    return {
      kind: 'attendee',
      baseUrl: env.ATTENDEE_BASE_URL.replace(/\/$/, ''),
      apiKey: env.ATTENDEE_API_KEY,
      webhookSecret: env.ATTENDEE_WEBHOOK_SECRET || null,
    };
  }
  return {
    kind: 'simulator',
    joinSeconds: seconds(env, 'BOT_SIMULATOR_JOIN_SECONDS', 30),
    meetingSeconds: seconds(env, 'BOT_SIMULATOR_MEETING_SECONDS', 180),
  };
}
