import { describe, expect, it } from 'vitest';

import {
  KNOWLEDGE_FILE_TOO_LARGE,
  KNOWLEDGE_FILE_WRONG_TYPE,
  knowledgeFileProblem,
} from './knowledge-file';

describe('knowledgeFileProblem', () => {
  it('accepts each allowed type up to exactly 7340032 bytes', () => {
    for (const name of ['notes.txt', 'handbook.pdf', 'faq.json', 'prices.csv', 'REPORT.PDF']) {
      expect(knowledgeFileProblem({ name, size: 7_340_032 })).toBeNull();
    }
    expect(knowledgeFileProblem({ name: 'empty.txt', size: 0 })).toBeNull();
  });

  it('refuses a file one byte over 7MB with the spec message', () => {
    expect(knowledgeFileProblem({ name: 'handbook.pdf', size: 7_340_033 })).toBe(
      'File size should not exceed 7MB',
    );
    expect(KNOWLEDGE_FILE_TOO_LARGE).toBe('File size should not exceed 7MB');
  });

  it('refuses other types by name', () => {
    for (const name of ['slides.pptx', 'photo.png', 'notes.txt.exe', 'pdf', 'archive.csv.zip']) {
      expect(knowledgeFileProblem({ name, size: 10 })).toBe(KNOWLEDGE_FILE_WRONG_TYPE);
    }
    expect(KNOWLEDGE_FILE_WRONG_TYPE).toBe('Only .txt, .pdf, .json, .csv files are accepted');
  });
});
