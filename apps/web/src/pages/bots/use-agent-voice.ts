/**
 * Listen: the agent's voice played on this page as the bot plays it in the call, off by default.
 * Each clip is fetched with the user's token (GET /meeting-bot/speech/{id}/{clipId}) and played in
 * the order it came; turning Listen off stops the sound and drops what was waiting.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveAgentActivity } from '@convene/api-client';
import { useApi } from '../../api/provider';

export const LISTEN_BLOCKED = 'Your browser blocked the sound. Turn Listen off and on to allow it.';
export const LISTEN_FAILED = 'The agent’s voice could not be played here.';

export interface AgentVoice {
  listening: boolean;
  setListening: (on: boolean) => void;
  problem: string | null;
  /** Called with each thing the agent does: a clip it played is played here too when listening. */
  heard: (activity: LiveAgentActivity) => void;
}

export function useAgentVoice(botId: string): AgentVoice {
  const { client } = useApi();
  const [listening, setListeningState] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listeningRef = useRef(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const queue = useRef<string[]>([]);
  const playing = useRef(false);
  const played = useRef(new Set<string>());

  const stop = useCallback(() => {
    queue.current = [];
    audio.current?.pause();
  }, []);

  const playNext = useCallback(async () => {
    if (playing.current) return;
    playing.current = true;
    try {
      for (let clipId = queue.current.shift(); clipId; clipId = queue.current.shift()) {
        const { data } = await client.GET('/meeting-bot/speech/{id}/{clipId}', {
          params: { path: { id: botId, clipId } },
          parseAs: 'blob',
        });
        if (!data || !listeningRef.current || !audio.current) continue;
        const url = URL.createObjectURL(data);
        try {
          const element = audio.current;
          element.src = url;
          await element.play();
          await new Promise<void>((resolve) => {
            const done = () => {
              element.removeEventListener('ended', done);
              element.removeEventListener('pause', done);
              resolve();
            };
            element.addEventListener('ended', done);
            element.addEventListener('pause', done);
          });
        } finally {
          URL.revokeObjectURL(url);
        }
      }
    } catch (error) {
      queue.current = [];
      setProblem(
        error instanceof DOMException && error.name === 'NotAllowedError'
          ? LISTEN_BLOCKED
          : LISTEN_FAILED,
      );
    } finally {
      playing.current = false;
    }
  }, [botId, client]);

  const setListening = useCallback(
    (on: boolean) => {
      listeningRef.current = on;
      setListeningState(on);
      setProblem(null);
      if (!on) return stop();
      // Made in the click that turned Listen on, so the browser lets it play later clips.
      audio.current ??= new Audio();
    },
    [stop],
  );

  const heard = useCallback(
    (activity: LiveAgentActivity) => {
      const clip = activity.clip;
      if (!clip || !listeningRef.current || played.current.has(clip.id)) return;
      played.current.add(clip.id);
      queue.current.push(clip.id);
      void playNext();
    },
    [playNext],
  );

  useEffect(() => stop, [stop]);

  return { listening, setListening, problem, heard };
}
