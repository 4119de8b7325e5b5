/**
 * The fake Razorpay's orders and their payments: orders created and fetched over the API, paid
 * for in Checkout (captured at once, or only authorized with the Dashboard's auto-capture off) and
 * captured over the API. Assumed: the fake's account takes rupees only.
 */
import type { OrderCheckoutResponse } from '../../../src/providers/payments/port.js';
import { newPayment, type FakeRazorpayAccount } from './account.js';
import { integerField, newId, notesField, NOT_FOUND, onlyFields, refuse } from './fields.js';
import { orderCheckoutSignature } from './signatures.js';
import type { FakeRazorpayOrder, FakeRazorpayPayment } from './types.js';

export function createOrder(
  account: FakeRazorpayAccount,
  body: Record<string, unknown>,
): FakeRazorpayOrder {
  onlyFields(body, [
    'amount',
    'currency',
    'receipt',
    'notes',
    'partial_payment',
    'first_payment_min_amount',
    'payment_capture',
  ]);
  const amount = integerField(body, 'amount', { required: true, min: 0 }) ?? 0;
  if (amount < 100) refuse('The amount must be atleast INR 1.00', 'amount');
  if (body.currency === undefined) refuse('The currency field is required.', 'currency');
  // The fake's account takes rupees only, as an account without international payments.
  if (body.currency !== 'INR') refuse('Currency is not supported', 'currency');
  const receipt = body.receipt;
  if (receipt !== undefined && receipt !== null && typeof receipt !== 'string')
    refuse('The receipt must be a string.', 'receipt');
  if (typeof receipt === 'string' && receipt.length > 40)
    refuse('The receipt may not be greater than 40 characters.', 'receipt');
  const order: FakeRazorpayOrder = {
    id: newId('order'),
    entity: 'order',
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency: 'INR',
    receipt: typeof receipt === 'string' ? receipt : null,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: notesField(body),
    created_at: account.now(),
  };
  account.orders.set(order.id, order);
  return order;
}

function markOrderPaid(account: FakeRazorpayAccount, orderId: string | null, amount: number) {
  const order = orderId ? account.orders.get(orderId) : undefined;
  if (!order) return;
  order.status = 'paid';
  order.amount_paid = amount;
  order.amount_due = 0;
}

export function capturePayment(
  account: FakeRazorpayAccount,
  id: string,
  body: Record<string, unknown>,
): FakeRazorpayPayment {
  onlyFields(body, ['amount', 'currency']);
  const payment = account.payments.get(id) ?? refuse(NOT_FOUND, 'id');
  const amount = integerField(body, 'amount', { required: true, min: 1 });
  if (body.currency === undefined) refuse('The currency field is required.', 'currency');
  if (payment.status === 'captured') refuse('This payment has already been captured');
  if (payment.status !== 'authorized')
    refuse('Only payments which have been authorized and not yet captured can be captured');
  if (amount !== payment.amount)
    refuse('Capture amount must be equal to the amount authorized', 'amount');
  if (body.currency !== payment.currency)
    refuse('The currency should be same as the payment currency', 'currency');
  payment.status = 'captured';
  payment.captured = true;
  payment.fee = Math.round(payment.amount * 0.02);
  payment.tax = 0;
  markOrderPaid(account, payment.order_id, payment.amount);
  return payment;
}

export function payOrder(account: FakeRazorpayAccount, id: string): OrderCheckoutResponse {
  const order = account.orders.get(id);
  if (!order) throw new Error(`No fake Razorpay order ${id}`);
  if (order.status === 'paid') throw new Error(`Order ${id} is already paid`);
  order.attempts += 1;
  const payment = newPayment(account, {
    amount: order.amount,
    status: account.autoCapture ? 'captured' : 'authorized',
    orderId: order.id,
    invoiceId: null,
    description: `Order ${order.id}`,
  });
  if (account.autoCapture) markOrderPaid(account, order.id, order.amount);
  else order.status = 'attempted';
  return {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    // Order first, then payment, keyed with the key secret.
    razorpay_signature: orderCheckoutSignature(account.keySecret, order.id, payment.id),
  };
}
