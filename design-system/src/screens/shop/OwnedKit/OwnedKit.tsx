import { CART_MESSAGES, type Product } from '@profit/contract';
import { useDownloadProduct } from '../../../flows/useDownloadProduct';
import { Badge, Button, type ButtonProps, DownloadIcon, Spinner } from '../../../primitives';

/** The mark of a kit the shopper owns, where a card would offer it for sale. */
export function InLibraryBadge() {
  return <Badge tone="success">{CART_MESSAGES.inLibrary}</Badge>;
}

export type DownloadKitButtonProps = { product: Product } & Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'>;

/** Download in place of Add to Cart for a kit the shopper owns: the file, fetched with the session. */
export function DownloadKitButton({ product, size = 'md', ...rest }: DownloadKitButtonProps) {
  const { download, downloading } = useDownloadProduct();
  return (
    <Button
      size={size}
      icon={downloading ? <Spinner label={null} size="sm" /> : <DownloadIcon size="sm" />}
      aria-label={`Download: ${product.title}`}
      onClick={() => void download(product.id)}
      {...rest}
    >
      Download
    </Button>
  );
}
