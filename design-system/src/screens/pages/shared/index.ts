export { PageHeader, PageBody, PageSection, PlainList, Tile, formatDate } from './PageHeader';
export { LegalDocumentView } from './LegalDocumentView';
export { RefundPolicyLink, RefundPolicyNote } from './RefundPolicyNote';
export { FormLayout, FormTile, type FormTileProps } from './FormPage';
