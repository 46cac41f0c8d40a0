import { CART_MESSAGES, DOWNLOAD_FORMAT_LABELS, type DownloadFormat, type Product } from '@profit/contract';
import { useDownloadProduct } from '../../../flows/useDownloadProduct';
import { Badge, Button, type ButtonProps, DownloadIcon, Spinner } from '../../../primitives';

/** The mark of a kit the shopper owns, where a card would offer it for sale. */
export function InLibraryBadge() {
  return <Badge tone="success">{CART_MESSAGES.inLibrary}</Badge>;
}

export type DownloadKitButtonProps = { product: Product; format?: DownloadFormat } & Pick<
  ButtonProps,
  'size' | 'variant' | 'fullWidth'
>;

/**
 * Download in place of Add to Cart for a kit the shopper owns: the file, fetched with the session.
 * The PDF guide by default; with `format="md"`, its Markdown source, named as such.
 */
export function DownloadKitButton({ product, format = 'pdf', size = 'md', ...rest }: DownloadKitButtonProps) {
  const { download, downloading } = useDownloadProduct();
  const markdown = format === 'md';
  return (
    <Button
      size={size}
      icon={downloading ? <Spinner label={null} size="sm" /> : <DownloadIcon size="sm" />}
      aria-label={markdown ? `Download ${DOWNLOAD_FORMAT_LABELS.md}: ${product.title}` : `Download: ${product.title}`}
      onClick={() => void download(product.id, format)}
      {...rest}
    >
      {markdown ? DOWNLOAD_FORMAT_LABELS.md : 'Download'}
    </Button>
  );
}
