import type { Decorator, Preview } from '@storybook/react-vite';

import { NavigationProvider } from '../packages/ui/src/lib/navigation';
import '../packages/ui/src/styles/globals.css';

type Theme = 'light' | 'dark';

/** True inside the Vitest story tests, where Storybook's own layout CSS is absent. */
const inStoryTest = '__vitest_browser__' in globalThis;

/*
 * The theme class goes on <html> (body paints the background from the tokens) because
 * overlays (dialogs, menus, tooltips) are portalled to <body> and must pick up the same tokens.
 * In story tests the frame also supplies the padding Storybook's 'padded' layout would, so
 * focus rings and shadows are inside the screenshot.
 */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.classList.toggle('dark', theme === 'dark');
  const padded = inStoryTest && context.parameters.layout !== 'fullscreen';
  return (
    <div data-testid="story-frame" className={padded ? 'p-4' : undefined}>
      <Story />
    </div>
  );
};

/** Screens render links through the navigation context; stories get plain anchors. */
const withNavigation: Decorator = (Story) => (
  <NavigationProvider>
    <Story />
  </NavigationProvider>
);

const preview: Preview = {
  decorators: [withNavigation, withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // Phone stories choose one with `globals: { viewport: { value: 'phone' } }`.
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        smallPhone: {
          name: 'Small phone',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
      },
    },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
