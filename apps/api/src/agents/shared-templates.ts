/**
 * The shared agent templates (GET /shared-agent/templates): the catalogue in templates.ts, seeded
 * into agent_template at start. Seeding is an upsert by key, so restarts and several servers
 * starting together keep each template's id and creation date, and edits to the catalogue land;
 * a template taken out of the catalogue is removed.
 */
import { asc, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import type { Schemas } from '../contract/schemas.js';
import { agentTemplate } from './schema.js';
import { AGENT_TEMPLATES } from './templates.js';

export async function seedAgentTemplates(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(agentTemplate).where(
      notInArray(
        agentTemplate.key,
        AGENT_TEMPLATES.map((template) => template.key),
      ),
    );
    await tx
      .insert(agentTemplate)
      .values(
        AGENT_TEMPLATES.map(
          ({ key, name, greetingMessage, prompt, mode, voice, wakeWords }, position) => ({
            key,
            position,
            name,
            greetingMessage,
            prompt,
            mode,
            voice,
            wakeWords: [...wakeWords],
          }),
        ),
      )
      .onConflictDoUpdate({
        target: agentTemplate.key,
        set: {
          position: sql`excluded.position`,
          name: sql`excluded.name`,
          greetingMessage: sql`excluded.greeting_message`,
          prompt: sql`excluded.prompt`,
          mode: sql`excluded.mode`,
          voice: sql`excluded.voice`,
          wakeWords: sql`excluded.wake_words`,
        },
      });
  });
}

export async function listAgentTemplates(db: Database): Promise<Schemas['AgentTemplate'][]> {
  const rows = await db.select().from(agentTemplate).orderBy(asc(agentTemplate.position));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    greetingMessage: row.greetingMessage,
    prompt: row.prompt,
    mode: row.mode,
    voice: row.voice,
    wakeWords: row.wakeWords,
  }));
}
