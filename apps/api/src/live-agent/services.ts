/** What the agent in live calls runs on. */
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeChannel } from '../db/changes.js';
import type { Database } from '../db/index.js';
import type { Embeddings } from '../providers/embeddings/index.js';
import type { Jobs } from '../providers/jobs/port.js';
import type { LanguageModel } from '../providers/llm/index.js';
import type { MeetingBotProvider } from '../providers/meeting-bots/port.js';
import type { TextToSpeech } from '../providers/speech/index.js';
import type { LiveAgentConfig } from './config.js';

export interface LiveAgentServices {
  db: Database;
  jobs: Jobs;
  llm: LanguageModel;
  speech: TextToSpeech;
  provider: MeetingBotProvider;
  embeddings: Embeddings | null;
  changes: ChangeChannel;
  log: FastifyBaseLogger;
  clock: () => Date;
  config: LiveAgentConfig;
}
