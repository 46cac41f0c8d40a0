export { DownloadKitButton, InLibraryBadge, type DownloadKitButtonProps } from './OwnedKit';
