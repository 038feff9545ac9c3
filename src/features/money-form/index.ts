/**
 * The money-form block (issue 30): the parts and the logic every form that moves money is made
 * of (the member transfer, the agent's credit transfer, the withdrawal, the deposit, a
 * promotion's application). A feature of its own, outside the wallet's index: the shell imports
 * the wallet, and the block brings the forms kit, which home does not download (decision 0007).
 */
export { MoneyForm, type PreviewLine } from './money-form';
export { useMoneyForm, type MoneyFormState, type MoneyIntentState } from './use-money-form';
