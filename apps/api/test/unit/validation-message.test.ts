import { describe, expect, it } from 'vitest';
import { validationMessage } from '../../src/http/validation-message.js';

describe('validation messages', () => {
  it('names the field and the limit', () => {
    expect(
      validationMessage([{ keyword: 'maxLength', instancePath: '/name', params: { limit: 50 } }]),
    ).toBe('name must be at most 50 characters');
    expect(
      validationMessage([{ keyword: 'minLength', instancePath: '/prompt', params: { limit: 1 } }]),
    ).toBe('prompt is required');
    expect(
      validationMessage([
        { keyword: 'required', instancePath: '', params: { missingProperty: 'greetingMessage' } },
      ]),
    ).toBe('greetingMessage is required');
    expect(
      validationMessage([
        { keyword: 'enum', instancePath: '/voice', params: { allowedValues: ['male', 'female'] } },
      ]),
    ).toBe('voice must be one of: male, female');
    expect(
      validationMessage([
        { keyword: 'format', instancePath: '/meetingUrl', params: { format: 'uri' } },
      ]),
    ).toBe('meetingUrl must be a valid uri');
  });

  it('falls back to the validator text for other rules, and to a plain sentence for none', () => {
    expect(
      validationMessage([
        { keyword: 'pattern', instancePath: '/orgId', params: {}, message: 'must match pattern' },
      ]),
    ).toBe('orgId must match pattern');
    expect(validationMessage([])).toBe('The request is not valid');
  });
});
