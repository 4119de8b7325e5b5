import { CHAT_MESSAGE_MAX } from '@convene/domain/limits';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTRACT_PATH } from '../../src/config.js';
import { loadContract } from '../../src/http/contract-document.js';

interface Schemas {
  components: { schemas: Record<string, { properties: Record<string, { maxLength?: number }> }> };
}

const { components } = (await loadContract(DEFAULT_CONTRACT_PATH)) as Schemas;

describe('the longest chat message', () => {
  it('is what the contract refuses beyond, so the question and message boxes stop there', () => {
    expect(components.schemas.AskAiRequest?.properties.userQuery?.maxLength).toBe(CHAT_MESSAGE_MAX);
    expect(components.schemas.AgentTestTurnRequest?.properties.text?.maxLength).toBe(
      CHAT_MESSAGE_MAX,
    );
  });
});
