/** Agents stored straight in the database, for the tests of what uses an agent (meeting bots). */
import { aiAgent } from '../../src/agents/schema.js';
import type { Database } from '../../src/db/index.js';

/** Stores an agent of `userId` and answers its id. */
export async function storeAgent(db: Database, userId: string): Promise<string> {
  const [agent] = await db
    .insert(aiAgent)
    .values({
      userId,
      name: 'Standup helper',
      greetingMessage: 'Hello everyone',
      prompt: 'You help with standups.',
      voice: 'male',
      mode: 'active',
    })
    .returning({ id: aiAgent.id });
  return agent!.id;
}
