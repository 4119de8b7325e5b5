import { describe, expect, it } from 'vitest';

import { KNOWLEDGE_FILE_ACCEPT } from './knowledge-file';

describe('knowledge file input', () => {
  it('accepts the four extensions', () => {
    expect(KNOWLEDGE_FILE_ACCEPT).toBe('.txt,.pdf,.json,.csv');
  });
});
