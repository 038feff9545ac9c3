import type { BankCard } from '@/api/generated/model';

// A module of its own: the withdrawal form names the cards without downloading the add-card
// form's rules (bank-card.ts), which its byte budget has no room for.
/**
 * A card number as the member sees it: masked except its last four characters, in groups of
 * four ('**** **** 2233'). The server masks already; a number that reaches the screen in full
 * is masked here, so a card number is never shown whole.
 */
export function maskCardNumber(number: string): string {
  const plain = number.replace(/[\s*]/g, '');
  const last = plain.slice(-4);
  return `**** **** ${last}`;
}

/** How a card is named in a list or a choice: its bank and its masked number. */
export function cardLabel(card: Pick<BankCard, 'bank_name' | 'card_number'>): string {
  return `${card.bank_name} ${maskCardNumber(card.card_number)}`;
}
