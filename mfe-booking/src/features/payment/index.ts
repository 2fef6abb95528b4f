export { PaymentScreen } from './components/PaymentScreen';
export { ProcessingDelayContext } from './lib/processing-delay';
