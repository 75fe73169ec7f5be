/** Mainland mobile numbers: 1, then 3-9, then 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Account names the server accepts: 3-50 letters, digits or _ . @ - */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]{3,50}$/;
