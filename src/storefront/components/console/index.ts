/**
 * The console kit: the parts the operator console, the merchant centre and the expert area
 * share (list table, filters, card head, dialog footers, publishing, rich editor) and their CSS.
 */
import './console.css';

export { useDeleteAsk } from './delete-ask';
export { ConsoleDialog, FormDialog, FormError, FormFooter, PublishFooter, SaveFooter } from './dialog-parts';
export {
  AddButton,
  CardHead,
  DateRange,
  Field,
  FilterForm,
  inputValue,
  MessageCard,
  SelectAll,
  StateTag,
  Tabs,
  Tag,
} from './form-parts';
export { CardListPanel, type Column, FUND_LOOK, ListPanel, ListTable, type TableLook } from './list-table';
export {
  type EditorProps,
  isStatus,
  type Move,
  PublishActions,
  PublishDialog,
  STATUSES,
  saveThenPublish,
  statusName,
  usePublishList,
  usePublishMove,
} from './publish';
export { RichEditor } from './rich-editor';
export { errorText, minuteTime } from './text';
