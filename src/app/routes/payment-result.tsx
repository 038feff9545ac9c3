/** Spec §2 /_show/pay_cb: a payment channel sends the member back here. */
export { PaymentResultRoute as default } from '@/features/deposit/routes/payment-result';
