export { useUpdateCar } from './api/listing-api';
export { CarDetailsForm, type CarDetailsFormProps } from './components/CarDetailsForm';
export { ListCarScreen } from './components/ListCarScreen';
export { carFormValues } from './lib/car-form';
