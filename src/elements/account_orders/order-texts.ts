import type { TFunction } from 'i18next'

/**
 * Magento's order status labels (sales_order_status: 'Pending', 'Processing', 'Complete' …) in
 * the page's language; a status a shop added itself is shown as the shop names it.
 */
export const orderStatusText = (t: TFunction, status: string): string => {
  switch (
    status
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
  ) {
    case 'pending':
      return t('order.status.pending', 'Eingegangen')
    case 'pending-payment':
      return t('order.status.pending-payment', 'Zahlung ausstehend')
    case 'payment-review':
      return t('order.status.payment-review', 'Zahlung wird geprüft')
    case 'processing':
      return t('order.status.processing', 'In Bearbeitung')
    case 'holded':
    case 'on-hold':
      return t('order.status.on-hold', 'Angehalten')
    case 'suspected-fraud':
      return t('order.status.suspected-fraud', 'Wird geprüft')
    case 'complete':
      return t('order.status.complete', 'Versandt')
    case 'closed':
      return t('order.status.closed', 'Geschlossen')
    case 'canceled':
    case 'cancelled':
      return t('order.status.canceled', 'Storniert')
    default:
      return status
  }
}

/** ReturnStatus and ReturnItemStatus of the schema in the page's language. */
export const returnStatusText = (t: TFunction, status: string): string => {
  switch (status) {
    case 'PENDING':
      return t('return.status.pending', 'Angemeldet')
    case 'UNCONFIRMED':
      return t('return.status.unconfirmed', 'Unbestätigt')
    case 'AUTHORIZED':
    case 'PARTIALLY_AUTHORIZED':
      return t('return.status.authorized', 'Genehmigt')
    case 'RECEIVED':
    case 'PARTIALLY_RECEIVED':
      return t('return.status.received', 'Eingetroffen')
    case 'APPROVED':
    case 'PARTIALLY_APPROVED':
      return t('return.status.approved', 'Erstattet')
    case 'REJECTED':
    case 'PARTIALLY_REJECTED':
    case 'DENIED':
      return t('return.status.rejected', 'Abgelehnt')
    case 'PROCESSED_AND_CLOSED':
    case 'CLOSED':
      return t('return.status.closed', 'Abgeschlossen')
    default:
      return status
  }
}

/** The demo shop's and Magento's usual payment method codes; others as the shop names them. */
export const paymentText = (t: TFunction, method: { name: string; type: string }): string => {
  switch (method.type) {
    case 'checkmo':
    case 'banktransfer':
      return t('account.order.payment.prepayment', 'Vorkasse')
    case 'paypal_express':
      return t('account.order.payment.paypal', 'PayPal')
    default:
      return method.name
  }
}
