/** The meeting-bot adapter the configuration names: the embedded simulator, Recall.ai or Attendee. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import type { Jobs } from '../jobs/port.js';
import { createAttendeeProvider } from './attendee.js';
import type { MeetingBotsConfig } from './config.js';
import type { MeetingBotProvider } from './port.js';
import { createRecallProvider } from './recall.js';
import { createSimulatorProvider } from './simulator.js';

export type { MeetingBotsConfig } from './config.js';
export type { MeetingBotProvider } from './port.js';

/** What the simulator runs on: it keeps its meetings as jobs, and leaves room for the greeting. */
export interface MeetingBotProviderDeps {
  db: Database;
  jobs: Jobs;
  log: FastifyBaseLogger;
  greetingSeconds: number;
}

export function createMeetingBotProvider(
  config: MeetingBotsConfig,
  deps: MeetingBotProviderDeps,
): MeetingBotProvider {
  switch (config.kind) {
    case 'simulator':
      return createSimulatorProvider(config, deps);
    case 'recall':
      return createRecallProvider(config);
    case 'attendee':
      return createAttendeeProvider(config);
  }
}
