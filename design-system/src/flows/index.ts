export { SIGN_IN_MESSAGES, PAYMENT_MESSAGES, SUBSCRIBE_MESSAGES } from './messages';
export { useGoogleSignIn, type GoogleSignInOptions } from './useGoogleSignIn';
export {
  usePayNow,
  BILLING_FORM_PATH,
  type BillingErrors,
  type PayNowOptions,
  type PayNow,
  type PaidOrder,
  type PriceChange,
} from './usePayNow';
export { useAddToCart } from './useAddToCart';
export { useSubscribe } from './useSubscribe';
export { useDownloadProduct, DOWNLOAD_FAILED } from './useDownloadProduct';
export { useDownloadTaxDocument, type TaxDocumentRequest } from './useDownloadTaxDocument';
export { useContractForm, type FieldIssue } from './useContractForm';
