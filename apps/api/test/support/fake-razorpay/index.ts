/** The fake Razorpay: started by server.ts, its parts beside it. */
export { startFakeRazorpay } from './server.js';
export { addCalendarMonths, razorpayError } from './fields.js';
export type * from './types.js';
