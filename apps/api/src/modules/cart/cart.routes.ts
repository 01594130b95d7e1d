import type { FastifyInstance } from 'fastify';
import { cart, orders } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function cartRoutes(app: FastifyInstance, deps: AppDeps) {
  const t = deps.services;
  route(app, cart.cartSearch, async ({ user }) => ({ status: 'success', data: await t.cart.search(user!.id) }));
  route(app, cart.saveAddress, async ({ body, user }) => {
    const { site_id: _site, ...address } = body;
    return { status: 'success', message: 'Billing address saved', data: { billing: await t.cart.saveAddress(user!.id, address) } };
  });
  route(app, cart.checkAppointments, async ({ body, user }) => {
    const r = await t.cart.appointments(user!.id, body.invoice_ids, body.appointment);
    return { status: 'success', message: body.appointment ? 'Appointment booked' : 'Available appointments', data: r };
  });
  route(app, cart.checkout, async ({ body, user }) => {
    const method = orders.invoicePaymentMethodOf(body.payment_method);
    return {
      status: 'success',
      message: method === 'wire' ? 'Please pay by wire transfer quoting the reference' : 'Enter your card details',
      data: { payment: await t.cart.checkout(user!.id, body.invoice_ids, method, body.expected_total) },
    };
  });
  route(app, cart.changeStatus, async ({ body, user }) => ({
    status: 'success',
    data: await t.cart.selection(user!.id, body.invoice_ids, orders.invoicePaymentMethodOf(body.payment_method)),
  }));
  route(app, cart.authorizePayment, async ({ body, user }) => ({
    status: 'success',
    message: 'Payment successful',
    data: {
      payment: await t.cart.authorize(user!.id, {
        paymentId: body.payment_id,
        card: { number: body.card_number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc, name: body.cardholder_name },
        idempotencyKey: body.idempotency_key,
      }),
    },
  }));
}
