/**
 * Remakes the landing page's pictures of the product from the real meeting page: runs the Product
 * Shot story (the bot detail screen in the signed-in shell) in light and dark, which writes its
 * screenshots, then encodes each as WebP at the widths the landing page offers, with the system
 * Chromium's encoder. Run: npm run product-shots --workspace=@convene/ui
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright';

import { CHROME_LAUNCH_FLAGS, chromePath } from '../../../chromium';
import {
  PRODUCT_SHOT,
  PRODUCT_SHOT_WIDTHS,
  productShotFile,
  type ProductShotTheme,
} from '../src/screens/marketing/product-shot';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(packageDir, 'src/assets/product');
/** WebP quality: text in the screenshot stays sharp, the wide image stays near 100 kB. */
const QUALITY = 0.85;
const THEMES: readonly ProductShotTheme[] = ['light', 'dark'];

const executablePath = chromePath();

execFileSync('npx', ['vitest', 'run', '--project', 'storybook', 'product-shot', '--update'], {
  cwd: packageDir,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: executablePath },
});

const browser = await chromium.launch({ executablePath, args: CHROME_LAUNCH_FLAGS });
try {
  const page = await browser.newPage();
  mkdirSync(outputDir, { recursive: true });
  for (const theme of THEMES) {
    const screenshot = path.join(
      packageDir,
      '__screenshots__',
      `screens-product-shot-${theme}-chromium.png`,
    );
    const png = `data:image/png;base64,${readFileSync(screenshot).toString('base64')}`;
    for (const width of PRODUCT_SHOT_WIDTHS) {
      const encoded = await page.evaluate(
        async ({ png, width, shot, quality }) => {
          const image = new Image();
          image.src = png;
          await image.decode();
          if (image.naturalWidth !== shot.width || image.naturalHeight !== shot.height)
            throw new Error(
              `The screenshot is ${image.naturalWidth}x${image.naturalHeight}, not ${shot.width}x${shot.height} (src/screens/marketing/product-shot.ts).`,
            );
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = Math.round((shot.height * width) / shot.width);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('No 2D canvas');
          context.imageSmoothingQuality = 'high';
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { png, width, shot: PRODUCT_SHOT, quality: QUALITY },
      );
      if (!encoded.startsWith('data:image/webp;base64,'))
        throw new Error('This Chromium cannot encode WebP.');
      const file = path.join(outputDir, productShotFile(theme, width));
      const bytes = Buffer.from(encoded.slice(encoded.indexOf(',') + 1), 'base64');
      writeFileSync(file, bytes);
      console.log(`${path.relative(packageDir, file)}: ${(bytes.length / 1024).toFixed(0)} kB`);
    }
  }
} finally {
  await browser.close();
}
