/** The version this page was built as; the server reports its own in current_app_version. */
export const APP_VERSION: string = __APP_VERSION__;
