// The admin kit: what every admin section builds on. See README.md beside it.
export { AdminPanel } from './admin-panel';
export { AdminEmptyState, type AdminEmptyStateWords } from './empty-state';
export { Fact } from './fact';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DataTable, type BulkAction, type DataTableColumn, type DataTableProps } from './data-table';
export { Field, FormErrorSummary, fieldId, useFormErrors, type FieldControlProps } from './field';
export {
  FilterBar,
  type DateFilterDefinition,
  type FilterDefinition,
  type TextFilterDefinition,
} from './filter-bar';
export { ListPagination, describeRange, type ListCountWords } from './list-pagination';
export { AdminLoadFailure } from './load-failure';
export { useAdminApi, useAdminData, type AdminApi, type AdminData } from './use-admin-api';
export { useAdminToast } from './use-admin-toast';
export { useListParams, parseSort, formatSort, type ListParams, type ListSort } from './use-list-params';
export { useUnsavedChanges, UNSAVED_CHANGES_MESSAGE } from './use-unsaved-changes';
