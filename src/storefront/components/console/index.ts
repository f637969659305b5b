/**
 * The console kit: the parts the operator console, the merchant centre and the expert area
 * share (list table, filters, card head, dialog footers, publishing, rich editor) and their CSS.
 */
import './console.css';

export { FormError, FormFooter, PublishFooter, SaveFooter } from './dialog-parts';
export {
  AddButton,
  CardHead,
  Field,
  FilterForm,
  inputValue,
  SelectAll,
  StateTag,
  Tabs,
  Tag,
} from './form-parts';
export { CardListPanel, type Column, FUND_LOOK, ListPanel, ListTable, type TableLook } from './list-table';
export { isStatus, type Move, PublishActions, STATUSES, statusName, usePublishMove } from './publish';
export { RichEditor } from './rich-editor';
export { errorText, minuteTime } from './text';
