import type { PaymentMethod } from '../../models/Order';
import { badRequest } from '../api/errors';
import { msg } from '../i18n/t';
import { formatJod } from '../shared/order-rules';
import { updateOrder } from './update-order';
import type { OrderView } from './order-view';

export const paymentTooLarge = (remaining: number) =>
  `This payment is more than what remains to be paid (${formatJod(remaining)})`;

const paidSum = { $round: [{ $sum: '$payments.value' }, 2] };

/**
 * Records a payment and recomputes the paid fraction in ONE conditional pipeline update: the payment is appended and
 * totalOnPaid = paid / total only if paid + value ≤ total, judged on the stored document at write time. Two payments
 * racing each other can therefore never both pass on a stale sum, and none is lost. Canceled orders take no payment.
 */
export async function addPayment(orderId: string, payment: { method: PaymentMethod; value: number }, now = new Date()): Promise<OrderView> {
  return updateOrder({
    id: orderId,
    where: { canceled: { $ne: true }, $expr: { $lte: [{ $round: [{ $add: [{ $sum: '$payments.value' }, payment.value] }, 2] }, '$totalAmount'] } },
    update: [
      { $set: { payments: { $concatArrays: [{ $ifNull: ['$payments', []] }, [{ method: payment.method, value: payment.value, date: now }]] } } },
      {
        $set: {
          totalOnPaid: { $cond: [{ $gt: ['$totalAmount', 0] }, { $min: [1, { $round: [{ $divide: [paidSum, '$totalAmount'] }, 6] }] }, 1] },
        },
      },
    ],
    refuse: (order) => (order.canceled ? badRequest(msg('orderCanceled')) : badRequest(paymentTooLarge(order.remaining))),
  });
}
