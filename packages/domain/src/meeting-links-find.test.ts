import { describe, expect, it } from 'vitest';
import { findMeetingLink } from './meeting-links';

const teamsJoin =
  'https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjM2ZTA1YjgtZDE4Ny00ZjI2%40thread.v2/0?context=%7b%22Tid%22%3a%2272f988bf%22%7d';

describe('finding a meeting link in text', () => {
  it('finds the link in a Google Calendar description', () => {
    const description =
      'Weekly catch-up.\n\nJoin with Google Meet: https://meet.google.com/abc-defg-hij\nOr dial: (US) +1 609-726-6186 PIN: 156393865#\nMore phone numbers: https://tel.meet/abc-defg-hij?pin=1416269198709&hs=7';
    expect(findMeetingLink(description)).toEqual({
      link: { platform: 'google_meet', meetingId: 'abc-defg-hij' },
      url: 'https://meet.google.com/abc-defg-hij',
    });
  });

  it('reads Outlook’s Join<https://…> and skips links that are not meetings', () => {
    const description = `See https://contoso.sharepoint.com/agenda.docx first.\n_____\nMicrosoft Teams meeting\nJoin on your computer, mobile app or room device\nClick here to join the meeting<${teamsJoin}>\nMeeting ID: 123 456 789 012`;
    expect(findMeetingLink(description)).toEqual({
      link: {
        platform: 'teams',
        meetingId: '19:meeting_NjM2ZTA1YjgtZDE4Ny00ZjI2@thread.v2',
      },
      url: teamsJoin,
    });
  });

  it('reads links in HTML, with &amp; in their query', () => {
    const html =
      '<p>Join: <a href="https://us02web.zoom.us/j/85234567890?pwd=abc&amp;from=addon">Zoom</a></p>';
    expect(findMeetingLink(html)).toEqual({
      link: { platform: 'zoom', meetingId: '85234567890' },
      url: 'https://us02web.zoom.us/j/85234567890?pwd=abc&from=addon',
    });
  });

  it('ends a link at escaped line breaks, brackets and closing punctuation', () => {
    expect(findMeetingLink('Zoom: https://zoom.us/j/1234567890\\nPasscode: 1')?.url).toBe(
      'https://zoom.us/j/1234567890',
    );
    expect(findMeetingLink('(https://meet.google.com/abc-defg-hij).')?.url).toBe(
      'https://meet.google.com/abc-defg-hij',
    );
    expect(findMeetingLink('Call on https://zoom.us/j/1234567890, thanks')?.url).toBe(
      'https://zoom.us/j/1234567890',
    );
  });

  it('finds links written without a scheme on a platform’s host', () => {
    expect(findMeetingLink('Room: meet.google.com/xyz-wxyz-uvw')).toEqual({
      link: { platform: 'google_meet', meetingId: 'xyz-wxyz-uvw' },
      url: 'meet.google.com/xyz-wxyz-uvw',
    });
    expect(findMeetingLink('acme.zoom.us/j/81234567890')?.link.meetingId).toBe('81234567890');
    expect(findMeetingLink('notmeet.google.com/xyz-wxyz-uvw')).toBeNull();
    expect(findMeetingLink('https://evil.example/?next=meet.google.com/xyz-wxyz-uvw')).toBeNull();
  });

  it('takes the first link that names a meeting', () => {
    expect(
      findMeetingLink(
        'https://zoom.us/signin then https://zoom.us/j/1111111111 or https://meet.google.com/abc-defg-hij',
      )?.link,
    ).toEqual({ platform: 'zoom', meetingId: '1111111111' });
  });

  it('answers null for text without a meeting link, however long', () => {
    expect(findMeetingLink('')).toBeNull();
    expect(findMeetingLink('Room 4, second floor')).toBeNull();
    expect(findMeetingLink('https://meet.google.com.example.org/abc-defg-hij')).toBeNull();
    expect(findMeetingLink('agenda https://example.com/x '.repeat(50_000))).toBeNull();
  });
});
