/**
 * Every time the product shows (pages, meeting notes, Ask AI answers) is in India's time zone, as
 * its users and prices are Indian, so a page, its notes and an answer agree on every device.
 */
export const PRODUCT_TIME_ZONE = 'Asia/Kolkata';
