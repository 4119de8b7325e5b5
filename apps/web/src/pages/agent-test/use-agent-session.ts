import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AgentSession, AgentSessionState, SessionServer } from './agent-session';

/**
 * The session for the page's lifetime. It ends when the page unmounts (leaving inside the app) and,
 * with a keepalive request, on pagehide (the tab closing, or navigating elsewhere); a page restored
 * from the back/forward cache reads it again to show that it ended.
 */
export function useAgentSession(
  create: () => AgentSession,
  server: SessionServer,
): [AgentSessionState, AgentSession] {
  const [session] = useState(create);
  useEffect(() => session.connect(server), [session, server]);
  useEffect(() => {
    session.attach();
    const leave = () => session.leave();
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) void session.refresh();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      // StrictMode's rehearsal unmount comes before any start, so this ends nothing then.
      session.detach();
    };
  }, [session]);
  return [useSyncExternalStore(session.subscribe, session.getState, session.getState), session];
}
