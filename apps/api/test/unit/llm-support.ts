/** What the ExtractiveLlm and OpenAiCompatibleLlm suites (llm-*.test.ts) both ask of an agent reply. */
import type { AgentReplyEvent, AgentReplyInput } from '../../src/providers/llm/index.js';

/** The reply's words joined, its tool calls, and how many pieces the words came in. */
export async function collect(reply: AsyncIterable<AgentReplyEvent>) {
  let text = '';
  let pieces = 0;
  const tools: { toolId: string; words: string }[] = [];
  for await (const event of reply) {
    if (event.type === 'text') {
      text += event.text;
      pieces += 1;
    } else tools.push({ toolId: event.toolId, words: event.words });
  }
  return { text, pieces, tools };
}

export const replyInput = (
  utterance: string,
  knowledge: readonly string[],
  tools: AgentReplyInput['tools'] = [],
): AgentReplyInput => ({
  agent: { name: 'Nova', prompt: 'You answer questions about our shop.' },
  knowledge,
  history: [],
  utterance,
  tools,
});
