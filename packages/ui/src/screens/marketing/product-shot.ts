/**
 * The landing page's picture of the product: the Product Shot story's light and dark screenshots
 * (a browser window of this size), made into WebP images by scripts/product-shots.ts.
 */
export const PRODUCT_SHOT = { width: 1200, height: 1000 } as const;

/** The widths each image is made in, for the browser to choose from (a phone, then a wide screen). */
export const PRODUCT_SHOT_WIDTHS = [640, 1200] as const;

export type ProductShotTheme = 'light' | 'dark';

/** The image's file name in src/assets/product/. */
export function productShotFile(theme: ProductShotTheme, width: number): string {
  return `meeting-page-${theme}-${width}.webp`;
}
