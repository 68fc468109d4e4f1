/**
 * Spec §2 #documents "Warns old Internet Explorer users to upgrade". Internet Explorer up to 10
 * says "MSIE n" in its user agent; 11 dropped it and says "Trident/7.0; rv:11.0". Edge (old
 * EdgeHTML "Edge/", new Chromium "Edg/") is not Internet Explorer.
 */
export const isOldInternetExplorer = (userAgent: string): boolean =>
  /\bMSIE \d+/.test(userAgent) || /\bTrident\/\d+/.test(userAgent);

export const OLD_BROWSER_WARNING = {
  title: 'Your browser is out of date',
  text: 'Internet Explorer is no longer supported and parts of Quire will not work in it. Please upgrade to a current browser such as Microsoft Edge, Google Chrome, Mozilla Firefox or Safari.',
} as const;
