/**
 * Where a contract stands for the lab (merchant_contract/get `state`): its own signature due,
 * the buyer's, or both done. The lab's 合同管理 tabs list them in this order.
 */
export const LAB_CONTRACT_STATES = ['mine', 'theirs', 'signed'] as const;
export type LabContractState = (typeof LAB_CONTRACT_STATES)[number];

export const LAB_CONTRACT_STATE_LABELS: Readonly<Record<LabContractState, string>> = {
  mine: '待我方签署',
  theirs: '待买方签署',
  signed: '已签署',
};
