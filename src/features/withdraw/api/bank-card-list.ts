import { useListBankCards } from '@/api/generated/endpoints/banks/banks';

// A module of its own: the withdrawal form lists the cards without downloading the add-card
// screen's actions (bank-cards.ts), which its byte budget has no room for.
/** The member's bank cards, oldest first. */
export const useBankCards = () => useListBankCards(undefined, { request: { handlesErrors: true } });
