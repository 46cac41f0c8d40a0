export {
  ConfigurationErrorScreen,
  CONFIGURATION_ERROR_TITLE,
  GOOGLE_CLIENT_ID_VARIABLE,
  configurationErrorMessage,
  type ConfigurationErrorScreenProps,
} from './ConfigurationErrorScreen';
