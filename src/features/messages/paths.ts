/** The message centre's URLs (spec §2 /member/personal/message: inbox, letter list, notice). */
const MESSAGE = '/member/personal/message';

/** The query parameter that names the message open in the dialog (so Back closes it). */
export const OPEN_MESSAGE = 'open';

export const messagePaths = {
  message: () => MESSAGE,
  inbox: () => `${MESSAGE}/inbox`,
  letters: () => `${MESSAGE}/letter`,
  notices: () => `${MESSAGE}/notice`,
} as const;
