/**
 * The page the transcript benchmark drives: the bot detail screen with the three-hour meeting,
 * built for production. `window.bench` mounts it and reports how long that took.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

import '../../src/styles/globals.css';
import { BotDetailScreen } from '../../src/screens/bots/bot-detail-screen';
import { MeetingTranscript } from '../../src/screens/bots/meeting-transcript';
import { threeHourMeeting } from '../../src/screens/bots/meeting-fixtures';

const details = threeHourMeeting();
const container = document.getElementById('root');
if (!container) throw new Error('No #root to render into.');
let root: Root | null = null;

const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** `?part=transcript` renders the transcript card's content alone, without the rest of the screen. */
const transcriptOnly = new URLSearchParams(location.search).get('part') === 'transcript';

/** Milliseconds from render to commit, to laid out, to after the next frame and to the statistics shown. */
async function mount() {
  root?.unmount();
  root = createRoot(container!);
  const start = performance.now();
  flushSync(() =>
    root!.render(
      transcriptOnly ? (
        <MeetingTranscript transcript={details.transcript} />
      ) : (
        <BotDetailScreen
          details={details}
          messages={[]}
          thinking={false}
          onAsk={() => {}}
          onExport={() => {}}
        />
      ),
    ),
  );
  const committed = performance.now();
  void document.body.offsetHeight;
  const laidOut = performance.now();
  await afterNextFrame();
  const framed = performance.now();
  // The screen renders its statistics in a later, deferred render.
  while (!transcriptOnly && !document.querySelector('[data-slot="meeting-statistics"]')) {
    await afterNextFrame();
  }
  const withStatistics = performance.now();
  return {
    commit: committed - start,
    layout: laidOut - start,
    frame: framed - start,
    statistics: withStatistics - start,
    words: details.transcript.reduce((sum, segment) => sum + segment.words.length, 0),
    segments: details.transcript.length,
    renderedSegments: document.querySelectorAll('[data-segment]').length,
  };
}

/**
 * Times each keystroke in the search box: from the keydown to the input event's end (React has
 * re-rendered in the microtask before it, the layout is forced), and to after the next frame.
 */
function watchKeystrokes() {
  const samples: { work: number; frame: number }[] = [];
  let down = 0;
  window.addEventListener('keydown', () => (down = performance.now()), { capture: true });
  window.addEventListener('input', () => {
    void document.body.offsetHeight;
    const work = performance.now() - down;
    void afterNextFrame().then(() => samples.push({ work, frame: performance.now() - down }));
  });
  return samples;
}

declare global {
  interface Window {
    bench: { mount: typeof mount; keystrokes: ReturnType<typeof watchKeystrokes> };
  }
}

window.bench = { mount, keystrokes: watchKeystrokes() };
