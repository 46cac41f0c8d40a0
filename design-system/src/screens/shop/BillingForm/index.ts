export { BillingForm, BILLING_FORM_TEXT, type BillingFormProps, type BillingFormResult } from './BillingForm';
