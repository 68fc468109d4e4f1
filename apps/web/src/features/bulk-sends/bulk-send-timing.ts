/** §9 template search delay (the documents list's templates popup waits as long). */
export const TEMPLATE_SEARCH_DELAY_MS = 400;
/** §4 counts are live: the send is fetched again this often while it runs and the view is seen. */
export const BULK_SEND_COUNTS_POLL_MS = 5_000;
