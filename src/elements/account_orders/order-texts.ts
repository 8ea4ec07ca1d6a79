import type { Translate } from '../../lib/i18n'

/**
 * Magento's order status labels (sales_order_status: 'Pending', 'Processing', 'Complete' …) in
 * the page's language; a status a shop added itself is shown as the shop names it.
 */
export const orderStatusText = (t: Translate, status: string): string => {
  switch (
    status
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
  ) {
    case 'pending':
      return t('order.status.pending')
    case 'pending-payment':
      return t('order.status.pending-payment')
    case 'payment-review':
      return t('order.status.payment-review')
    case 'processing':
      return t('order.status.processing')
    case 'holded':
    case 'on-hold':
      return t('order.status.on-hold')
    case 'suspected-fraud':
      return t('order.status.suspected-fraud')
    case 'complete':
      return t('order.status.complete')
    case 'closed':
      return t('order.status.closed')
    case 'canceled':
    case 'cancelled':
      return t('order.status.canceled')
    default:
      return status
  }
}

/** ReturnStatus and ReturnItemStatus of the schema in the page's language. */
export const returnStatusText = (t: Translate, status: string): string => {
  switch (status) {
    case 'PENDING':
      return t('return.status.pending')
    case 'UNCONFIRMED':
      return t('return.status.unconfirmed')
    case 'AUTHORIZED':
    case 'PARTIALLY_AUTHORIZED':
      return t('return.status.authorized')
    case 'RECEIVED':
    case 'PARTIALLY_RECEIVED':
      return t('return.status.received')
    case 'APPROVED':
    case 'PARTIALLY_APPROVED':
      return t('return.status.approved')
    case 'REJECTED':
    case 'PARTIALLY_REJECTED':
    case 'DENIED':
      return t('return.status.rejected')
    case 'PROCESSED_AND_CLOSED':
    case 'CLOSED':
      return t('return.status.closed')
    default:
      return status
  }
}

/** The demo shop's and Magento's usual payment method codes; others as the shop names them. */
export const paymentText = (t: Translate, method: { name: string; type: string }): string => {
  switch (method.type) {
    case 'checkmo':
    case 'banktransfer':
      return t('account.order.payment.prepayment')
    case 'paypal_express':
      return t('account.order.payment.paypal')
    default:
      return method.name
  }
}
