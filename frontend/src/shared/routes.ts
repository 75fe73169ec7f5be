/** Console paths that code below the shell also sends users to (the http client's redirects). */

/** Where a user goes whose password an administrator set: nothing else answers until it is changed. */
export const CHANGE_PASSWORD_ROUTE = '/user/password';
