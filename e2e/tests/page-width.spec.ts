/** Signed-in pages share one content width: the e-mail notice above each page lines up with it. */
import { expect, test } from '@playwright/test';
import { signUp } from './fixtures';

const ROUTES = [
  '/dashboard',
  '/agents',
  '/agents/create',
  '/templates',
  '/agent-test',
  '/bots',
  '/billing',
  '/workflows',
];

test('the e-mail notice and the page below it are equally wide on every signed-in page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A new account's address is not verified yet, so every page shows the notice.
  await signUp(page);
  const notice = page.locator('[data-slot="email-verification-notice"]');
  const misaligned: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeVisible();
    const [noticeBox, pageBox] = await notice.evaluate((element) =>
      [element, element.nextElementSibling].map((box) => {
        const rect = box?.getBoundingClientRect();
        return { left: Math.round(rect?.left ?? -1), width: Math.round(rect?.width ?? -1) };
      }),
    );
    if (noticeBox?.left !== pageBox?.left || noticeBox?.width !== pageBox?.width)
      misaligned.push(
        `${route}: notice ${JSON.stringify(noticeBox)}, page ${JSON.stringify(pageBox)}`,
      );
  }
  expect(misaligned).toEqual([]);
});
