import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The embed SDK's global, as its script defines it. */
interface ActivepiecesEmbed {
  configure(options: {
    instanceUrl: string;
    jwtToken: string;
    prefix: string;
    embedding: {
      containerId: string;
      builder?: { disableNavigation?: boolean };
      navigation?: { handler?: (event: { route: string }) => void };
    };
  }): Promise<unknown> | unknown;
}

declare global {
  interface Window {
    activepieces?: ActivepiecesEmbed;
  }
}

const loaded = new Map<string, Promise<ActivepiecesEmbed>>();

function loadSdk(sdkUrl: string): Promise<ActivepiecesEmbed> {
  let loading = loaded.get(sdkUrl);
  if (!loading) {
    loading = new Promise<ActivepiecesEmbed>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = sdkUrl;
      script.async = true;
      script.onload = () =>
        window.activepieces ? resolve(window.activepieces) : reject(new Error('No embed SDK'));
      script.onerror = () => {
        script.remove();
        loaded.delete(sdkUrl);
        reject(new Error('The workflow builder could not be loaded'));
      };
      document.head.append(script);
    });
    loaded.set(sdkUrl, loading);
  }
  return loading;
}

/**
 * The self-hosted workflow builder in the page, at the app's base path /workflows: its SDK from
 * the instance, the short-lived token from our server, and its navigation kept in our address bar.
 */
export default function EmbeddedBuilder({
  token,
  instanceUrl,
  sdkUrl,
}: {
  token: string;
  instanceUrl: string;
  sdkUrl: string;
}) {
  const containerId = `workflow-builder-${useId().replace(/:/g, '')}`;
  const navigate = useNavigate();
  const location = useLocation();
  const [failed, setFailed] = useState<string | null>(null);
  // The builder is configured once per token; its navigation reads the latest location here.
  const follow = useRef<((route: string) => void) | null>(null);
  useEffect(() => {
    follow.current = (route) => {
      const next = `/workflows${route.startsWith('/') ? route : `/${route}`}`;
      if (next !== location.pathname) void navigate(next, { replace: true });
    };
  }, [navigate, location.pathname]);

  useEffect(() => {
    let cancelled = false;
    loadSdk(sdkUrl)
      .then((sdk) =>
        cancelled
          ? undefined
          : sdk.configure({
              instanceUrl,
              jwtToken: token,
              prefix: '/workflows',
              embedding: {
                containerId,
                navigation: { handler: ({ route }) => follow.current?.(route) },
              },
            }),
      )
      .catch((error: unknown) => {
        console.error('Workflow builder failed', error);
        if (!cancelled) setFailed('The workflow builder could not be loaded. Try again later.');
      });
    return () => {
      cancelled = true;
    };
  }, [token, instanceUrl, sdkUrl, containerId]);

  return failed ? (
    <p role="alert" className="text-destructive p-6 text-sm">
      {failed}
    </p>
  ) : (
    <div id={containerId} className="min-h-[70svh] w-full" />
  );
}
