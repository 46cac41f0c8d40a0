export { PageHeader, PageBody, PageSection, PlainList, Tile, formatDate } from './PageHeader';
export { LegalDocumentView } from './LegalDocumentView';
export { CheckboxField, FileField, SelectField, TextareaField, formatBytes } from './FormFields';
