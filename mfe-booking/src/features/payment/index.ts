export { PAYMENT_PROCESSING_MS, PaymentScreen, type PaymentScreenProps } from './components/PaymentScreen';
