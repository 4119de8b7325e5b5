import { describe, expect, it } from 'vitest';
import {
  MEETING_LINK_REFUSAL,
  meetingLinkAddress,
  parseMeetingLink,
  type MeetingLink,
} from './meeting-links';

const teamsThread = '19:meeting_NjM2ZTA1YjgtZDE4Ny00ZjI2LWI4MmEtNzA1ZTc2ZDg5ZjQ4@thread.v2';
const teamsJoin = `https://teams.microsoft.com/l/meetup-join/${encodeURIComponent(teamsThread)}/0?context=${encodeURIComponent('{"Tid":"72f988bf-86f1-41af-91ab-2d7cd011db47","Oid":"1b2f6a9e-2b7e-4c2a-9d7e-1c3f5b6a7d8e"}')}`;

const recognised: Array<[string, MeetingLink]> = [
  ['https://meet.google.com/abc-defg-hij', { platform: 'google_meet', meetingId: 'abc-defg-hij' }],
  [
    'https://meet.google.com/abc-defg-hij?authuser=1',
    { platform: 'google_meet', meetingId: 'abc-defg-hij' },
  ],
  [
    'https://meet.google.com/abc-defg-hij?pli=1&hs=179',
    { platform: 'google_meet', meetingId: 'abc-defg-hij' },
  ],
  ['http://meet.google.com/xyz-wxyz-uvw/', { platform: 'google_meet', meetingId: 'xyz-wxyz-uvw' }],
  ['meet.google.com/qrs-tuvw-xyz', { platform: 'google_meet', meetingId: 'qrs-tuvw-xyz' }],
  [
    '  https://meet.google.com/ABC-DEFG-HIJ  ',
    { platform: 'google_meet', meetingId: 'abc-defg-hij' },
  ],
  ['https://MEET.GOOGLE.COM/abc-defg-hij', { platform: 'google_meet', meetingId: 'abc-defg-hij' }],
  [
    'https://meet.google.com/abc-defg-hij#chat',
    { platform: 'google_meet', meetingId: 'abc-defg-hij' },
  ],
  ['https://zoom.us/j/1234567890', { platform: 'zoom', meetingId: '1234567890' }],
  [
    'https://zoom.us/j/98765432101?pwd=aBcDeFgHiJkLmNoPqRsTuVwXyZ.1',
    { platform: 'zoom', meetingId: '98765432101' },
  ],
  [
    'https://us02web.zoom.us/j/85234567890?pwd=Zk9xT1FhVkRqS3hlQ2c5dz09',
    { platform: 'zoom', meetingId: '85234567890' },
  ],
  ['https://us06web.zoom.us/j/123456789', { platform: 'zoom', meetingId: '123456789' }],
  [
    'https://acme.zoom.us/j/81234567890?pwd=abc123&from=addon',
    { platform: 'zoom', meetingId: '81234567890' },
  ],
  ['https://zoom.us/my/jane.doe', { platform: 'zoom', meetingId: 'jane.doe' }],
  ['https://acme-corp.zoom.us/my/SalesTeam', { platform: 'zoom', meetingId: 'salesteam' }],
  ['https://zoom.us/wc/join/1234567890', { platform: 'zoom', meetingId: '1234567890' }],
  [
    'https://app.zoom.us/wc/81234567890/join?fromPWA=1&pwd=xyz',
    { platform: 'zoom', meetingId: '81234567890' },
  ],
  [
    'https://agency.zoomgov.com/j/1612345678?pwd=abc',
    { platform: 'zoom', meetingId: '1612345678' },
  ],
  ['zoom.us/j/5551234567', { platform: 'zoom', meetingId: '5551234567' }],
  [teamsJoin, { platform: 'teams', meetingId: teamsThread }],
  [
    `https://teams.microsoft.com/l/meetup-join/${encodeURIComponent(teamsThread)}/1700000000000`,
    { platform: 'teams', meetingId: teamsThread },
  ],
  [
    'https://teams.microsoft.com/l/meetup-join/19%3ameeting_ZGQ1MjA1NDQtYWE4My00@thread.v2/0?context=%7b%7d',
    { platform: 'teams', meetingId: '19:meeting_ZGQ1MjA1NDQtYWE4My00@thread.v2' },
  ],
  [
    'https://teams.live.com/meet/9345678901234?p=AbCdEfGhIjKl',
    { platform: 'teams', meetingId: '9345678901234' },
  ],
  ['https://teams.live.com/meet/9876543210', { platform: 'teams', meetingId: '9876543210' }],
  [
    'https://teams.microsoft.com/meet/2345678901234?p=Xy12Ab34',
    { platform: 'teams', meetingId: '2345678901234' },
  ],
];

const refused: string[] = [
  '',
  '   ',
  'my meeting at 3pm',
  'javascript:alert(1)',
  'javascript://meet.google.com/abc-defg-hij',
  'data:text/html,meet.google.com/abc-defg-hij',
  'ftp://meet.google.com/abc-defg-hij',
  'https://meet.google.com.example.org/abc-defg-hij',
  'https://meet-google.com/abc-defg-hij',
  'https://evil.com/meet.google.com/abc-defg-hij',
  'https://meet.google.com@evil.com/abc-defg-hij',
  'https://user:secret@meet.google.com/abc-defg-hij',
  'https://meet.google.com:8443/abc-defg-hij',
  'https://meet.google.com/',
  'https://meet.google.com/landing',
  'https://meet.google.com/abc-defg-hi',
  'https://meet.google.com/abc-defg-hij/extra',
  'https://zoom.us.evil.com/j/1234567890',
  'https://evilzoom.us/j/1234567890',
  'https://zoom.us/j/abc',
  'https://zoom.us/j/12345',
  'https://zoom.us/signin',
  'https://zoom.us/',
  'https://teams.microsoft.com/l/meetup-join/not-a-thread/0',
  'https://teams.microsoft.com/l/channel/19%3abc@thread.tacv2/General',
  'https://teams.microsoft.com.example.org/l/meetup-join/19%3ameeting_x@thread.v2/0',
  'https://teams.live.com/meet/',
  'https://teams.live.com/meet/abc',
  'https://whereby.com/my-room',
  'https://meet.jit.si/SomeRoom',
  'https://meet.google.com/abc defg hij',
];

describe('meeting links', () => {
  it.each(recognised)('recognises %s', (link, expected) => {
    expect(parseMeetingLink(link)).toEqual(expected);
  });

  it.each(refused)('refuses %j', (link) => {
    expect(parseMeetingLink(link)).toBeNull();
  });

  it('writes a link people left the scheme out of as a full address', () => {
    expect(meetingLinkAddress(' meet.google.com/qrs-tuvw-xyz ')).toBe(
      'https://meet.google.com/qrs-tuvw-xyz',
    );
    expect(meetingLinkAddress('https://zoom.us/j/1234567890?pwd=x')).toBe(
      'https://zoom.us/j/1234567890?pwd=x',
    );
    expect(meetingLinkAddress('not a link')).toBeNull();
  });

  it('names the three supported platforms when it refuses', () => {
    expect(MEETING_LINK_REFUSAL).toContain('Google Meet');
    expect(MEETING_LINK_REFUSAL).toContain('Zoom');
    expect(MEETING_LINK_REFUSAL).toContain('Microsoft Teams');
  });
});
