import { describe, expect, test } from 'vitest';
import { multipart } from './agent-forms';
import { importMeetingFormData } from './meeting-forms';
import { BASE_URL, fakeClient } from './testing/fake-fetch';
import type { ImportMeetingForm } from './types';

const vtt = () => new File(['WEBVTT\n\n00:00.000 --> 00:02.000\n<v Ada>Hello'], 'standup.vtt');

describe('meeting import form', () => {
  test('sends the file under its own name, with the name and start when given', async () => {
    const { client, requests } = fakeClient(() => Response.json({}, { status: 201 }));
    const form = importMeetingFormData({
      file: vtt(),
      name: 'Standup',
      startedAt: '2026-11-20T09:00:00.000Z',
    });

    await client.POST('/meeting-bot/import', multipart<ImportMeetingForm>(form));

    const request = requests[0];
    expect(request?.url).toBe(`${BASE_URL}/meeting-bot/import`);
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await request?.formData();
    expect((sent?.get('file') as File).name).toBe('standup.vtt');
    expect(sent?.get('name')).toBe('Standup');
    expect(sent?.get('startedAt')).toBe('2026-11-20T09:00:00.000Z');
  });

  test('leaves out the name and start when not given, so the server picks them', () => {
    const form = importMeetingFormData({ file: vtt() });
    expect([...form.keys()]).toEqual(['file']);
  });
});
